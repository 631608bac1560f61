import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSession } from '../../session/useSession.ts';
import type { RevealRegistration } from './useRegistrationHighlight.ts';

/** Signed in, leads to `signedInPath`; signed out, to the registration section. */
export type StartOr = (signedInPath: '/dashboard' | '/upgrade') => void;

/**
 * The home page's start buttons (the hero's, the pricing plans'): signed in, they lead to the product
 * instead of the new-account form (docs/product/landing.md).
 */
export function useStartOr(revealRegistration: RevealRegistration): StartOr {
  const navigate = useNavigate();
  const session = useSession();
  return useCallback<StartOr>(
    (signedInPath) => {
      if (session.isStored()) void navigate({ to: signedInPath });
      else revealRegistration({ highlight: false });
    },
    [navigate, session, revealRegistration],
  );
}
