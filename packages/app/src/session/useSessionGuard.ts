import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from './AuthProvider.tsx';
import type { TokenVerdict } from './auth-state.ts';
import { isTokenExpiring } from './jwt.ts';
import { goToProviderLogin } from './provider-login.ts';
import { checkSession, sessionRecheckMs } from './session-check.ts';
import { sessionStore } from './store.ts';
import { validateToken } from './validate-token.ts';

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

function expire(): void {
  sessionStore.clear();
  void goToProviderLogin();
}

/**
 * Spec §4's session guard for signed-in pages (the route's beforeLoad already took a token from the
 * address and sent visitors without one to /login): an expiring
 * or rejected (401) token is removed and the browser goes to the provider login; re-checked every
 * 60 s. Signed-out visits go to /login?returnTo=…. Answers true once the page may render.
 */
export function useSessionGuard(): boolean {
  const navigate = useNavigate();
  const { state, checked } = useAuth();
  const [verified, setVerified] = useState(false);
  const left = useRef(false);
  // Leaves once: effects may run again before the page unmounts, with the address already changed.
  const toLogin = () => {
    if (left.current) return;
    left.current = true;
    void navigate({ to: '/login', search: { returnTo: currentPath() }, replace: true });
  };

  // First check: reuse the verdict of the auth provider's validation instead of asking again.
  useEffect(() => {
    if (verified || state.status === 'loading') return;
    const token = sessionStore.readToken();
    if (!token) return toLogin();
    if (isTokenExpiring(token)) return expire();
    const settle = (verdict: TokenVerdict) => (verdict === 'expired' ? expire() : setVerified(true));
    if (checked?.token === token) return settle(checked.verdict);
    let active = true;
    void checkSession(token, validateToken).then((verdict) => active && settle(verdict));
    return () => {
      active = false;
    };
  });

  // Then every 60 s while the page is open; a token removed meanwhile (another tab) means signed out.
  useEffect(() => {
    if (!verified) return;
    const timer = window.setInterval(async () => {
      const token = sessionStore.readToken();
      if (!token) return toLogin();
      if ((await checkSession(token, validateToken)) === 'expired') expire();
    }, sessionRecheckMs);
    return () => window.clearInterval(timer);
  });

  useEffect(() => {
    if (verified && state.status === 'unauthenticated' && !sessionStore.readToken()) toLogin();
  });

  return verified;
}
