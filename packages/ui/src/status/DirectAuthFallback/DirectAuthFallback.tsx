import { ExternalLink, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { Logo } from '../../primitives/Logo/Logo.tsx';
import { panel, screen, text, title as titleStyle } from '../shared/screen.css.ts';
import { actions, detailRow, details, icon, term, value } from './DirectAuthFallback.css.ts';

export type DirectAuthFallbackProps = {
  /** The business domain in use (detected production domain or the current host). */
  domain: string;
  /** The address the user is on. */
  currentUrl: string;
  onOpenLoginInNewTab: () => void;
  onOpenAuthService: () => void;
  title?: string;
  message?: string;
  openLoginLabel?: string;
  openAuthServiceLabel?: string;
  domainLabel?: string;
  currentUrlLabel?: string;
};

/** /direct-auth when the automatic redirect did not happen: two manual ways out, plus what we know. */
export function DirectAuthFallback({
  domain,
  currentUrl,
  onOpenLoginInNewTab,
  onOpenAuthService,
  title = 'Problema de Redirecionamento',
  message = 'O redirecionamento automático não funcionou. Escolha uma das opções abaixo para continuar.',
  openLoginLabel = 'Abrir login em nova aba',
  openAuthServiceLabel = 'Acessar serviço de autenticação',
  domainLabel = 'Domínio',
  currentUrlLabel = 'URL atual',
}: DirectAuthFallbackProps) {
  const titleId = useId();
  return (
    <main className={screen}>
      <Logo size="md" />
      <section className={panel} aria-labelledby={titleId}>
        <span className={icon} aria-hidden="true">
          <TriangleAlert size={24} />
        </span>
        <h1 id={titleId} className={titleStyle}>
          {title}
        </h1>
        <p className={text}>{message}</p>
        <div className={actions}>
          <Button onPress={onOpenLoginInNewTab}>
            {openLoginLabel}
            <ExternalLink size={16} aria-hidden="true" />
          </Button>
          <Button variant="secondary" onPress={onOpenAuthService}>
            {openAuthServiceLabel}
          </Button>
        </div>
        <dl className={details}>
          <div className={detailRow}>
            <dt className={term}>{domainLabel}</dt>
            <dd className={value}>{domain}</dd>
          </div>
          <div className={detailRow}>
            <dt className={term}>{currentUrlLabel}</dt>
            <dd className={value}>{currentUrl}</dd>
          </div>
        </dl>
      </section>
    </main>
  );
}
