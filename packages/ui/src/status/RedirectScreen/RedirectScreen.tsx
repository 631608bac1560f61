import { portugueseLang } from '../../i18n/languages.ts';
import { texts } from '../../i18n/texts.ts';
import { Logo } from '../../primitives/Logo/Logo.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { screen, spinnerWrap, stack, text } from '../shared/screen.css.ts';

/** Shown for the second before the browser leaves for the identity provider's login. */
export function RedirectScreen() {
  return (
    <main className={screen} lang={portugueseLang}>
      <Logo size="md" />
      <div role="status" className={stack}>
        <span className={spinnerWrap}>
          <Spinner size="lg" />
        </span>
        <p className={text}>{texts.pt('status.redirect.message')}</p>
      </div>
    </main>
  );
}
