import type { ServiceKey } from '@winhub/api/contract';
import { completeAuthCallback } from '../api/auth.ts';
import { HttpError } from '../api/http.ts';
import { readCallbackParams, readTarget } from '../session/authCallbackParams.ts';
import { safeReturnPath } from '../session/returnTo.ts';
import type { Session } from '../session/session.ts';
import { takeSignInIntent } from '../session/takeSignInIntent.ts';
import { type SessionUser, toSessionUser } from '../session/user.ts';

/**
 * Redirect 1.5 s after success (also with no token), 3 s after an error
 * (docs/product/sign-in-and-session.md, "Auth callback").
 */
export const callbackRedirectMs = 1500;
export const callbackErrorRedirectMs = 3000;

/** Where a finished sign-in goes after its 1.5 s: by the flow that started it. */
export type SignInNext =
  | { to: 'dashboard' }
  /** The service the sign-in was for opens (a new tab), and this tab goes home. */
  | { to: 'service'; service: ServiceKey }
  | { to: 'return'; href: string }
  | { to: 'home' };

export type SignInOutcome =
  | { status: 'success'; next: SignInNext }
  /** `goingHome`: the provider's error goes home after 3 s; a sign-in that failed here waits for the person. */
  | { status: 'error'; error: string; goingHome: boolean };

/**
 * A local stand-in user when the token could not be checked
 * (docs/product/sign-in-and-session.md, "Auth callback").
 */
function temporaryUser(): SessionUser {
  return toSessionUser({ id: `temp-${Date.now()}`, email: '', firstName: 'Guest', lastName: '' });
}

/**
 * /auth-callback's work, started by its loader once per visit: the code exchange (or the token a
 * service handed back), the session stored, and where to go next.
 */
export async function completeSignIn(session: Session): Promise<SignInOutcome> {
  const intent = takeSignInIntent();
  const params = readCallbackParams(window.location, document.cookie, intent?.flow);
  const target = params.target ?? readTarget(intent?.target ?? null);
  const returnTo = safeReturnPath(intent?.returnTo, window.location.origin);

  const succeed = (): SignInOutcome => {
    if (params.flow === 'registration') return { status: 'success', next: { to: 'dashboard' } };
    if (target && session.isStored()) return { status: 'success', next: { to: 'service', service: target } };
    if (returnTo) return { status: 'success', next: { to: 'return', href: returnTo } };
    return { status: 'success', next: { to: 'home' } };
  };

  if (params.error) return { status: 'error', error: params.error, goingHome: true };
  if (params.hasCode) {
    try {
      const signedIn = await completeAuthCallback({ search: window.location.search });
      session.login(signedIn.token, toSessionUser(signedIn.user), signedIn.idToken);
      return succeed();
    } catch (error) {
      // e.g. the provider shared no email: the person reads why and chooses where to go
      const message = (error instanceof HttpError && error.apiMessage) || String(error);
      return { status: 'error', error: message, goingHome: false };
    }
  }
  if (!params.token) {
    // A temporary local session, then the redirect after 1.5 s
    // (docs/product/sign-in-and-session.md, "Auth callback").
    session.keepTemporaryUser(temporaryUser());
    return succeed();
  }
  // a token is a session only for the browser that started that sign-in (no login CSRF): anything
  // else counts as a failed validation, the temporary user, and the token is never stored
  const bound = new URLSearchParams({ token: params.token, state: params.state ?? '' });
  const signedIn = await completeAuthCallback({ search: `?${bound}` }).catch((error: unknown) => {
    console.warn('Callback token could not be validated; using a temporary user', error);
    return null;
  });
  if (signedIn) session.login(signedIn.token, toSessionUser(signedIn.user));
  else session.keepTemporaryUser(temporaryUser());
  return succeed();
}
