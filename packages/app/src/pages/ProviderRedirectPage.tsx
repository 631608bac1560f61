import { DirectAuthFallback, RedirectScreen, texts } from '@winhub/ui';
import { useRuntimeConfig } from '../api/config.ts';
import { useProviderRedirect } from '../flows/useProviderRedirect.ts';
import { PageTitle } from '../PageTitle.tsx';
import type { RedirectSearch } from '../searchParams.ts';

/**
 * 'Redirecionando para autenticação...' for 1 s, then the provider's login; a screen still showing
 * afterwards offers 'Problema de Redirecionamento' with its two ways out
 * (docs/product/sign-in-and-session.md, "Redirect screens").
 */
export function ProviderRedirectPage({ search }: { search: RedirectSearch }) {
  const { phase, authUrl } = useProviderRedirect(search);
  const config = useRuntimeConfig();
  const open = (url: string) => window.open(url, '_blank', 'noopener');

  return (
    <>
      <PageTitle page={texts.pt('pageTitle.redirecting')} />
      {phase === 'redirecting' ? (
        <RedirectScreen />
      ) : (
        <DirectAuthFallback
          domain={config?.businessDomain ?? window.location.hostname}
          currentUrl={window.location.href}
          onOpenLoginInNewTab={() => open(authUrl ?? '/login')}
          onOpenAuthService={() => open(config?.authOrigin ?? '/auth')}
        />
      )}
    </>
  );
}
