import { useQueryClient } from '@tanstack/react-query';
import { portugueseLang, type SecondFactorCode, type ToastMessage, texts } from '@winhub/ui';
import { useState } from 'react';
import { runtimeConfigQuery } from '../api/config.ts';
import { HttpError } from '../api/http.ts';
import { useToast } from '../feedback/toast.ts';
import {
  type CredentialsOutcome,
  openInteraction,
  type SecondFactorMethod,
  signInWithCredentials,
  signInWithPasskey,
  submitSecondFactor,
} from '../session/providerCredentials.ts';
import { requestAuthUrl } from '../session/providerLogin.ts';
import { servedProviderHost } from '../session/servedIdentity.ts';
import { saveSignInIntent } from '../session/signInIntent.ts';

export type SignInValues = { email: string; password: string };

/** A submit with email or password empty (docs/product/texts-and-validation.md, "Sign-in form"). */
export const requiredFieldsMessage: ToastMessage = {
  title: texts.pt('account.signIn.requiredTitle'),
  description: texts.pt('account.signIn.requiredDescription'),
  variant: 'destructive',
  lang: portugueseLang,
};

/** The provider accepted the password and asks for one of the person's second factors. */
export type SecondFactorStep = { interaction: string; methods: SecondFactorMethod[]; error?: string };

/**
 * /login (docs/product/sign-in-and-session.md, "Sign-in (/login)"): both fields required, then the provider's
 * sign-in; the returnTo and target are noted so /auth-callback can honour them. The embedded provider gets
 * the credentials typed here (typed once), then the second factor when the account has one, or a passkey
 * instead of a password; an external provider holds the password, so its own screen asks for it.
 */
export function useSignIn({ returnTo, target }: { returnTo: string | null; target: string | null }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const [secondFactor, setSecondFactor] = useState<SecondFactorStep | null>(null);

  const fail = (description: string) => {
    toast({
      title: texts.pt('account.signIn.failedTitle'),
      description,
      variant: 'destructive',
      lang: portugueseLang,
    });
    setPending(false);
  };

  /** The provider's authorization URL for this sign-in, or null after telling the person why not. */
  const startAuthorization = async (email: string): Promise<string | null> => {
    saveSignInIntent({ flow: target ? 'microservice' : 'landing', returnTo, target });
    try {
      return await requestAuthUrl({
        redirectUri: null,
        isRegistration: false,
        prefillData: email ? { email } : {},
      });
    } catch (error) {
      console.error('Sign-in URL request failed', error);
      fail(
        error instanceof HttpError
          ? texts.pt('account.signIn.connectionFailed')
          : (error instanceof Error && error.message) || texts.pt('account.signIn.invalidCredentials'),
      );
      return null;
    }
  };

  /** Follows the provider's answer: on to the callback, the second step, or the refusal. */
  const follow = (result: CredentialsOutcome) => {
    if (result.outcome === 'continue') return window.location.assign(result.location);
    setPending(false);
    if (result.outcome === 'second-factor') {
      return setSecondFactor({ interaction: result.interaction, methods: result.methods });
    }
    if (secondFactor && result.code !== 'second_factor_expired') {
      return setSecondFactor({ ...secondFactor, error: result.message });
    }
    setSecondFactor(null);
    fail(
      result.code === 'invalid_credentials' ? texts.pt('account.signIn.invalidCredentials') : result.message,
    );
  };

  const signIn = async ({ email, password }: SignInValues) => {
    // answered at once, without waiting for the config: the served page says where the password is
    const knownConfig = queryClient.getQueryData(runtimeConfigQuery().queryKey);
    const passwordAtProvider = knownConfig ? knownConfig.accountsAtProvider : servedProviderHost() !== null;
    if (!email.trim() || (!passwordAtProvider && !password)) {
      toast(requiredFieldsMessage);
      return;
    }
    setPending(true);
    const config = knownConfig ?? (await queryClient.ensureQueryData(runtimeConfigQuery()).catch(() => null));
    const authUrl = await startAuthorization(email.trim());
    if (!authUrl) return;
    if (config?.accountsAtProvider !== false) return window.location.assign(authUrl);
    follow(await signInWithCredentials(authUrl, { email: email.trim(), password }));
  };

  const submitCode = async (code: SecondFactorCode) => {
    if (!secondFactor) return;
    setPending(true);
    follow(await submitSecondFactor(secondFactor.interaction, code));
  };

  /** A passkey: as the second step, or on its own instead of a password. */
  const passkeySignIn = async () => {
    setPending(true);
    if (secondFactor) return follow(await signInWithPasskey(secondFactor.interaction));
    const authUrl = await startAuthorization('');
    if (!authUrl) return;
    const interaction = await openInteraction(authUrl).catch(() => null);
    if (!interaction) return window.location.assign(authUrl);
    follow(await signInWithPasskey(interaction));
  };

  return {
    signIn,
    isPending,
    secondFactor,
    submitCode,
    passkeySignIn,
    cancelSecondFactor: () => setSecondFactor(null),
  };
}
