import { useNavigate } from '@tanstack/react-router';
import type { ServiceKey } from '@winhub/api/contract';
import { useCallback } from 'react';
import { requestServiceHandoff } from '../api/auth.ts';
import { openPendingTab } from '../browser/openInNewTab.ts';
import { useAlert } from '../feedback/AlertProvider.tsx';
import { useToast } from '../feedback/toast.ts';
import { findService } from '../services.ts';
import { useSession } from '../session/useSession.ts';

type OpenServiceOptions = {
  /** Signed-out fallback on pages with a registration section (answers false when there is none). */
  revealRegistration?: () => boolean;
  /**
   * The service's own page opens it even while its dashboard card says 'coming soon'
   * (docs/product/services.md, "Ads page").
   */
  ignoreComingSoon?: boolean;
};

/**
 * A service click (docs/product/services.md, "Opening a service"): services that do not open show the
 * coming-soon alert; with a stored token the service opens in a new tab through the api's single-use
 * hand-off; without one the registration section is revealed, or the visitor goes to
 * /login?returnTo=…&target=….
 */
export function useOpenService({ revealRegistration, ignoreComingSoon = false }: OpenServiceOptions = {}) {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const toast = useToast();
  const session = useSession();

  return useCallback(
    (key: ServiceKey) => {
      const service = findService(key);
      if (!service.opens && !ignoreComingSoon) {
        showAlert({ service: service.name });
        return;
      }
      if (!session.isStored()) {
        if (revealRegistration?.()) return;
        const returnTo = `${window.location.pathname}${window.location.search}`;
        void navigate({ to: '/login', search: { returnTo, target: key } });
        return;
      }
      const tab = openPendingTab();
      requestServiceHandoff(key).then(
        (url) => (tab ? tab.go(url) : window.location.assign(url)),
        (error: unknown) => {
          tab?.close();
          console.error('Service hand-off failed', error);
          toast({
            title: `Could not open ${service.name}`,
            description: 'Please sign in again and retry.',
            variant: 'destructive',
          });
        },
      );
    },
    [navigate, showAlert, toast, session, revealRegistration, ignoreComingSoon],
  );
}
