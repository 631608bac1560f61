import { useQueryClient } from '@tanstack/react-query';
import { portugueseLang, texts } from '@winhub/ui';
import { useState } from 'react';
import { runtimeConfigQuery } from '../api/config.ts';
import { HttpError } from '../api/http.ts';
import { useToast } from '../feedback/toast.ts';
import { signInWithCredentials } from '../session/provider-credentials.ts';
import { requestAuthUrl } from '../session/provider-login.ts';
import { saveSignInIntent } from '../session/sign-in-intent.ts';

export type SignInValues = { email: string; password: string };

/**
 * /login (spec §4, §5, §8): both fields required, then the provider's sign-in; the returnTo and target
 * are noted so /auth-callback can honour them. The embedded provider gets the credentials typed here
 * (typed once); an external provider holds them, so its own screen asks.
 */
export function useSignIn({ returnTo, target }: { returnTo: string | null; target: string | null }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);

  const fail = (description: string) => {
    toast({
      title: texts.pt('account.signIn.failedTitle'),
      description,
      variant: 'destructive',
      lang: portugueseLang,
    });
    setPending(false);
  };

  const signIn = async ({ email, password }: SignInValues) => {
    if (!email.trim() || !password) {
      toast({
        title: texts.pt('account.signIn.requiredTitle'),
        description: texts.pt('account.signIn.requiredDescription'),
        variant: 'destructive',
        lang: portugueseLang,
      });
      return;
    }
    setPending(true);
    saveSignInIntent({ flow: target ? 'microservice' : 'landing', returnTo, target });
    let authUrl: string;
    try {
      authUrl = await requestAuthUrl({
        redirectUri: null,
        isRegistration: false,
        prefillData: { email: email.trim() },
      });
    } catch (error) {
      console.error('Sign-in URL request failed', error);
      return fail(
        error instanceof HttpError
          ? texts.pt('account.signIn.connectionFailed')
          : (error instanceof Error && error.message) || texts.pt('account.signIn.invalidCredentials'),
      );
    }
    const config = await queryClient.ensureQueryData(runtimeConfigQuery()).catch(() => null);
    if (config?.accountsAtProvider !== false) return window.location.assign(authUrl);
    const result = await signInWithCredentials(authUrl, { email: email.trim(), password });
    if (result.outcome === 'continue') return window.location.assign(result.location);
    fail(
      result.code === 'invalid_credentials' ? texts.pt('account.signIn.invalidCredentials') : result.message,
    );
  };

  return { signIn, isPending };
}
