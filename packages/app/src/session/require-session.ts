import { redirect } from '@tanstack/react-router';
import { takeTokenFromUrl } from './session-check.ts';
import { sessionStore } from './store.ts';

/**
 * The signed-in pages' `beforeLoad` (spec §4): a token handed over on the address is stored and
 * dropped from it; a visitor with no stored token goes to /login?returnTo=… before any page code or
 * data loads. Validating the token (expiry, 401, the 60 s re-check) stays with `useSessionGuard`.
 */
export function requireStoredSession(href: string): void {
  const { token, cleanHref } = takeTokenFromUrl(new URL(href, window.location.origin).href);
  if (token) {
    sessionStore.writeToken(token);
    const clean = new URL(cleanHref);
    throw redirect({ href: `${clean.pathname}${clean.search}${clean.hash}`, replace: true });
  }
  if (!sessionStore.readToken()) throw redirect({ to: '/login', search: { returnTo: href }, replace: true });
}
