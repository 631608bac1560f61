import { redirect } from '@tanstack/react-router';
import type { Session } from './session.ts';
import { takeTokenFromUrl } from './sessionCheck.ts';

/**
 * The signed-in pages' `beforeLoad` (docs/product/sign-in-and-session.md, "Session guard"): a token handed
 * over on the address is stored and dropped from it; a visitor with no stored token goes to /login?returnTo=…
 * before any page code or data loads.
 */
export function requireStoredToken(session: Session, href: string): void {
  const { token, cleanHref } = takeTokenFromUrl(new URL(href, window.location.origin).href);
  if (token) {
    session.adopt(token);
    const clean = new URL(cleanHref);
    throw redirect({ href: `${clean.pathname}${clean.search}${clean.hash}`, replace: true });
  }
  if (!session.isStored()) throw redirect({ to: '/login', search: { returnTo: href }, replace: true });
}

/**
 * The signed-in pages' loader, in parallel with the pages' own data: the token is validated; an
 * expiring or rejected (401) one is removed and the browser goes to the provider login, so the page
 * shows that it is leaving instead of its content (docs/product/sign-in-and-session.md, "Session guard").
 */
export async function checkSignedInSession(session: Session, href: string): Promise<{ leaving: boolean }> {
  const verdict = await session.verdict();
  if (verdict === 'missing') throw redirect({ to: '/login', search: { returnTo: href }, replace: true });
  if (verdict === 'expired') session.expire();
  return { leaving: verdict === 'expired' };
}
