import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { sessionRecheckMs } from './sessionCheck.ts';
import { useSession, useTokenStored } from './useSession.ts';

/**
 * A signed-in page's watch over its session (docs/product/sign-in-and-session.md, "Session guard"):
 * every 60 s the token is checked again (an expiring or rejected one goes to the provider login), and
 * once it is gone (signed out here or in another tab) the route's guard runs again and sends the page
 * to /login?returnTo=….
 */
export function useSessionWatch(active: boolean): void {
  const router = useRouter();
  const session = useSession();
  const stored = useTokenStored();

  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(async () => {
      const verdict = await session.recheck();
      if (verdict === 'expired') session.expire();
      else if (verdict === 'missing') void router.invalidate();
    }, sessionRecheckMs);
    return () => window.clearInterval(timer);
  }, [active, router, session]);

  useEffect(() => {
    if (active && !stored) void router.invalidate();
  }, [active, stored, router]);
}
