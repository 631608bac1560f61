import { useEffect, useState } from 'react';
import { currentCallbackUrl, requestAuthUrl } from '../session/providerLogin.ts';
import { safeReturnPath } from '../session/returnTo.ts';
import { saveSignInIntent } from '../session/signInIntent.ts';

/**
 * The redirect screens wait 1 s before leaving for the provider
 * (docs/product/sign-in-and-session.md, "Redirect screens").
 */
export const redirectScreenDelayMs = 1000;

export type ProviderRedirect = {
  phase: 'redirecting' | 'fallback';
  /** The provider's sign-in address, once known (the fallback opens it in a new tab). */
  authUrl: string | null;
};

/**
 * /loading, /direct-login and /direct-auth: note returnTo and target, wait 1 s, go to the
 * provider's login; a screen still showing afterwards offers the fallback options.
 */
export function useProviderRedirect(search: { returnTo?: string; target?: string }): ProviderRedirect {
  const [state, setState] = useState<ProviderRedirect>({ phase: 'redirecting', authUrl: null });
  const requestedReturnTo = search.returnTo;
  const target = search.target ?? null;

  useEffect(() => {
    const returnTo = safeReturnPath(requestedReturnTo, window.location.origin);
    if (returnTo || target) saveSignInIntent({ flow: target ? 'microservice' : 'landing', returnTo, target });
    let active = true;
    const timer = window.setTimeout(async () => {
      const authUrl = await requestAuthUrl({
        redirectUri: currentCallbackUrl(),
        isRegistration: false,
      }).catch((error: unknown) => {
        console.error('Sign-in URL request failed', error);
        return null;
      });
      if (!active) return;
      setState({ phase: 'fallback', authUrl });
      if (authUrl) window.location.assign(authUrl);
    }, redirectScreenDelayMs);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [requestedReturnTo, target]);

  return state;
}
