import { useNavigate } from '@tanstack/react-router';
import type { CreateAccountRequest } from '@winhub/api/contract';
import { useState } from 'react';
import { useCreateAccount } from '../api/accounts.ts';
import { HttpError } from '../api/http.ts';
import { useToast } from '../feedback/toast.ts';
import { currentCallbackUrl, requestAuthUrl } from '../session/providerLogin.ts';
import { saveSignInIntent } from '../session/signInIntent.ts';
import { toSessionUser } from '../session/user.ts';
import { useSession } from '../session/useSession.ts';

/**
 * /register's submit (docs/product/sign-in-and-session.md, "Create an account (/register)"). With the
 * embedded provider: create the account, store the session, then the dashboard. With an external provider
 * holding the credentials: the details are kept server side with the sign-in, the person signs up (or in) on
 * the provider's screens, and /auth-callback creates the organization and goes to the dashboard.
 */
export function useCreateAccountFlow({ accountsAtProvider }: { accountsAtProvider: boolean }) {
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const createAccount = useCreateAccount();
  const [leavingForProvider, setLeavingForProvider] = useState(false);

  const showError = (error: unknown) => {
    const message = (error instanceof HttpError && error.apiMessage) || 'An unexpected error occurred';
    toast({ title: 'Error Creating Account', description: message, variant: 'destructive' });
  };

  const registerAtProvider = async ({ password: _password, ...registration }: CreateAccountRequest) => {
    setLeavingForProvider(true);
    saveSignInIntent({ flow: 'registration', returnTo: null, target: null });
    try {
      const authUrl = await requestAuthUrl({
        redirectUri: currentCallbackUrl(),
        isRegistration: true,
        registration,
      });
      window.location.assign(authUrl);
    } catch (error) {
      showError(error);
      setLeavingForProvider(false);
    }
  };

  const submit = (account: CreateAccountRequest) => {
    if (accountsAtProvider) return void registerAtProvider(account);
    createAccount.mutate(account, {
      onSuccess: ({ token, user }) => {
        session.login(token, toSessionUser(user));
        toast({
          title: 'Account Created Successfully!',
          description: 'Welcome to WinHub.',
          variant: 'success',
        });
        void navigate({ to: '/dashboard' });
      },
      onError: showError,
    });
  };

  return { submit, isPending: createAccount.isPending || leavingForProvider };
}
