import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { completeAuthCallback, requestServiceHandoff } from '../api/auth.ts';
import { HttpError } from '../api/http.ts';
import { useAuth } from '../session/AuthProvider.tsx';
import { safeReturnPath } from '../session/return-to.ts';
import { takeSignInIntent } from '../session/sign-in-intent.ts';
import { sessionStore } from '../session/store.ts';
import { type SessionUser, toSessionUser } from '../session/user.ts';
import { validateToken } from '../session/validate-token.ts';
import { type CallbackParams, readCallbackParams, readTarget } from './auth-callback-params.ts';
import { openInNewTabOrHere } from './open-in-new-tab.ts';

/** Delays of spec §9: redirect 1.5 s after success, 3 s after an error; the processing screen holds 2 s. */
export const callbackRedirectMs = 1500;
export const callbackErrorRedirectMs = 3000;
export const processingScreenMs = 2000;

export type CallbackStatus =
  | { status: 'loading' }
  | { status: 'processing' }
  | { status: 'success' }
  | { status: 'error'; error: string };

/** A local stand-in user when the token could not be checked (spec §4). */
function temporaryUser(): SessionUser {
  return toSessionUser({ id: `temp-${Date.now()}`, email: '', firstName: 'Guest', lastName: '' });
}

/** Runs /auth-callback once: code exchange or token, then the redirect the flow asks for. */
export function useAuthCallback(): CallbackStatus {
  const navigate = useNavigate();
  const { login } = useAuth();
  const [state, setState] = useState<CallbackStatus>({ status: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const intent = takeSignInIntent();
    const params: CallbackParams = readCallbackParams(window.location, document.cookie, intent?.flow);
    const target = params.target ?? readTarget(intent?.target ?? null);
    const returnTo = safeReturnPath(intent?.returnTo, window.location.origin);

    const redirectByFlow = () => {
      if (params.flow === 'registration') return void navigate({ to: '/dashboard' });
      if (target && sessionStore.readToken()) {
        requestServiceHandoff(target).then(openInNewTabOrHere, (error: unknown) =>
          console.error('Service hand-off failed', error),
        );
        return void navigate({ to: '/' });
      }
      if (returnTo) return void navigate({ href: returnTo });
      void navigate({ to: '/' });
    };
    const succeed = () => {
      setState({ status: 'success' });
      window.setTimeout(redirectByFlow, callbackRedirectMs);
    };

    const run = async () => {
      if (params.error) {
        setState({ status: 'error', error: params.error });
        window.setTimeout(() => void navigate({ to: '/' }), callbackErrorRedirectMs);
        return;
      }
      if (params.hasCode) {
        try {
          const session = await completeAuthCallback({ search: window.location.search });
          login(session.token, toSessionUser(session.user));
          succeed();
        } catch (error) {
          const message = (error instanceof HttpError && error.apiMessage) || String(error);
          setState({ status: 'error', error: message });
          window.setTimeout(() => void navigate({ to: '/' }), callbackErrorRedirectMs);
        }
        return;
      }
      if (!params.token) {
        // The second auth-processing screen: held 2 s, then a placeholder session (spec §2, §4).
        setState({ status: 'processing' });
        window.setTimeout(() => {
          sessionStore.writeUser(temporaryUser());
          succeed();
        }, processingScreenMs);
        return;
      }
      const user = await validateToken(params.token).catch((error: unknown) => {
        console.warn('Callback token could not be validated; using a temporary user', error);
        return temporaryUser();
      });
      login(params.token, user);
      succeed();
    };
    void run();
  }, [navigate, login]);

  return state;
}
