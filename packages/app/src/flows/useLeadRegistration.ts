import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { CaptureLeadRequest, WinauthUrlRequest } from '@winhub/api/contract';
import { useEffect, useRef, useState } from 'react';
import { useCaptureLead } from '../api/accounts.ts';
import { runtimeConfigQuery } from '../api/config.ts';
import { registrationData, registrationPrefill } from '../browserStorage.ts';
import { useToast } from '../feedback/toast.ts';
import { currentCallbackUrl, providerFallbackPath, requestAuthUrl } from '../session/providerLogin.ts';
import { saveSignInIntent } from '../session/signInIntent.ts';
import { useSession, useSessionState } from '../session/useSession.ts';

/** Delays of the home registration (docs/product/landing.md, "Registration section"). */
export const resubmitAfterLogoutMs = 100;
export const providerRedirectAfterLeadMs = 1500;

export type LeadValues = { name: string; email: string; businessType: string; employees?: string };

/**
 * How the sign-up starts: with an external provider holding the credentials, the form's details travel
 * server side with the sign-in so the organization is created with them on return; the embedded
 * provider's sign-up screen is only prefilled.
 */
function signUpRequest(lead: LeadValues, accountsAtProvider: boolean): WinauthUrlRequest {
  const request = { redirectUri: currentCallbackUrl(), isRegistration: true };
  if (!accountsAtProvider) return { ...request, prefillData: { name: lead.name, email: lead.email } };
  const { name, email, businessType, employees } = lead;
  return {
    ...request,
    registration: { fullName: name, email, businessType, employees: employees || undefined },
  };
}

/**
 * The home registration section (docs/product/landing.md, "Registration section"): a signed-in visitor
 * first confirms logging out; the lead is captured (failure only logged), the prefill kept for
 * /register, a toast shown, and after 1.5 s the browser goes to the provider's sign-up.
 */
export function useLeadRegistration() {
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const state = useSessionState();
  const captureLead = useCaptureLead();
  const queryClient = useQueryClient();
  const [isSubmitting, setSubmitting] = useState(false);
  const [pendingLead, setPendingLead] = useState<LeadValues | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );
  const later = (run: () => void, ms: number) => timers.current.push(window.setTimeout(run, ms));

  const goToProviderSignUp = async (lead: LeadValues) => {
    try {
      const { accountsAtProvider } = await queryClient.ensureQueryData(runtimeConfigQuery());
      const authUrl = await requestAuthUrl(signUpRequest(lead, accountsAtProvider));
      window.location.assign(authUrl);
    } catch (error) {
      console.error('Sign-up URL request failed', error);
      void navigate({ to: providerFallbackPath() });
    }
  };

  const register = async (lead: LeadValues) => {
    setSubmitting(true);
    try {
      const request: CaptureLeadRequest = { ...lead, employees: lead.employees || undefined };
      await captureLead
        .mutateAsync(request)
        .catch((error: unknown) => console.error('Lead capture failed', error));
      registrationData.write(JSON.stringify(lead));
      registrationPrefill.write(JSON.stringify(lead));
      saveSignInIntent({ flow: 'registration', returnTo: null, target: null });
      toast({
        title: 'Interest registered!',
        description: 'Redirecting to complete your registration...',
        variant: 'success',
      });
      later(() => void goToProviderSignUp(lead), providerRedirectAfterLeadMs);
    } catch (error) {
      setSubmitting(false);
      const message = error instanceof Error ? error.message : 'An unexpected error occurred';
      toast({ title: 'Registration Failed', description: message, variant: 'destructive' });
    }
  };

  const submit = (lead: LeadValues) => {
    if (state.status === 'authenticated') setPendingLead(lead);
    else void register(lead);
  };

  const proceedAndLogout = () => {
    const lead = pendingLead;
    setPendingLead(null);
    session.signOutInPlace();
    if (lead) later(() => void register(lead), resubmitAfterLogoutMs);
  };

  return {
    submit,
    isSubmitting,
    /** The user named by the already-logged-in dialog while it is open. */
    loggedInUser: pendingLead && state.status === 'authenticated' ? state.user : null,
    cancelLogout: () => setPendingLead(null),
    proceedAndLogout,
  };
}
