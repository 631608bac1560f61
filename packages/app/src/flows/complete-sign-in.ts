import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { completeAuthCallback, requestServiceHandoff } from '../api/auth.ts';
import { HttpError } from '../api/http.ts';
import { useAuth } from '../session/AuthProvider.tsx';
import { safeReturnPath } from '../session/return-to.ts';
import { sessionStore } from '../session/store.ts';
import { takeSignInIntent } from '../session/take-sign-in-intent.ts';
import { type SessionUser, toSessionUser } from '../session/user.ts';
import { type CallbackParams, readCallbackParams, readTarget } from './auth-callback-params.ts';
import { openInNewTabOrHere } from './open-in-new-tab.ts';

/** Delays of spec §9: redirect 1.5 s after success (also with no token), 3 s after an error. */
export const callbackRedirectMs = 1500;
export const callbackErrorRedirectMs = 3000;

export type CallbackStatus =
  | { status: 'loading' }
  | { status: 'success' }
  /** `goingHome`: the provider's error goes home after 3 s; a sign-in that failed here waits for the person. */
  | { status: 'error'; error: string; goingHome: boolean };

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
        setState({ status: 'error', error: params.error, goingHome: true });
        window.setTimeout(() => void navigate({ to: '/' }), callbackErrorRedirectMs);
        return;
      }
      if (params.hasCode) {
        try {
          const session = await completeAuthCallback({ search: window.location.search });
          login(session.token, toSessionUser(session.user), session.idToken);
          succeed();
        } catch (error) {
          // e.g. the provider shared no email: the person reads why and chooses where to go
          const message = (error instanceof HttpError && error.apiMessage) || String(error);
          setState({ status: 'error', error: message, goingHome: false });
        }
        return;
      }
      if (!params.token) {
        // A temporary local session, then the redirect after 1.5 s (spec §4).
        sessionStore.writeUser(temporaryUser());
        succeed();
        return;
      }
      // a token is a session only for the browser that started that sign-in (no login CSRF): anything
      // else counts as a failed validation, the temporary user, and the token is never stored
      const bound = new URLSearchParams({ token: params.token, state: params.state ?? '' });
      const session = await completeAuthCallback({ search: `?${bound}` }).catch((error: unknown) => {
        console.warn('Callback token could not be validated; using a temporary user', error);
        return null;
      });
      if (session) login(session.token, toSessionUser(session.user));
      else sessionStore.writeUser(temporaryUser());
      succeed();
    };
    void run();
  }, [navigate, login]);

  return state;
}
