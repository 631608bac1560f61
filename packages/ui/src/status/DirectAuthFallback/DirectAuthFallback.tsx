import { ExternalLink, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { portugueseLang } from '../../i18n/languages.ts';
import { texts } from '../../i18n/texts.ts';
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
};

/** /direct-auth when the automatic redirect did not happen: two manual ways out, plus what we know. */
export function DirectAuthFallback({
  domain,
  currentUrl,
  onOpenLoginInNewTab,
  onOpenAuthService,
}: DirectAuthFallbackProps) {
  const titleId = useId();
  return (
    <main className={screen} lang={portugueseLang}>
      <Logo size="md" />
      <section className={panel} aria-labelledby={titleId}>
        <span className={icon} aria-hidden="true">
          <TriangleAlert size={24} />
        </span>
        <h1 id={titleId} className={titleStyle}>
          {texts.pt('status.fallback.title')}
        </h1>
        <p className={text}>{texts.pt('status.fallback.message')}</p>
        <div className={actions}>
          <Button onPress={onOpenLoginInNewTab}>
            {texts.pt('status.fallback.openLogin')}
            <ExternalLink size={16} aria-hidden="true" />
          </Button>
          <Button variant="secondary" onPress={onOpenAuthService}>
            {texts.pt('status.fallback.openAuthService')}
          </Button>
        </div>
        <dl className={details}>
          <div className={detailRow}>
            <dt className={term}>{texts.pt('status.fallback.domain')}</dt>
            <dd className={value}>{domain}</dd>
          </div>
          <div className={detailRow}>
            <dt className={term}>{texts.pt('status.fallback.currentUrl')}</dt>
            <dd className={value}>{currentUrl}</dd>
          </div>
        </dl>
      </section>
    </main>
  );
}
