import { CircleCheck, CircleX, House, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { portugueseLang } from '../../i18n/languages.ts';
import { texts } from '../../i18n/texts.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { Logo } from '../../primitives/Logo/Logo.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { panel, screen, text, title } from '../shared/screen.css.ts';
import { actions, stateIcon } from './AuthCallbackStatus.css.ts';

export type AuthCallbackState = 'loading' | 'success' | 'error';

export type AuthCallbackStatusProps = {
  status: AuthCallbackState;
  /** The provider's error, shown as 'Erro na autenticação: {error}'. */
  error?: string;
  /**
   * Under the error title: what the user can do, instead of 'Você será redirecionado…'. It keeps
   * the page's language: wrap a Portuguese one in an element with `lang="pt-BR"`.
   */
  errorMessage?: ReactNode;
  /** With an error: a 'Back to Home' button. */
  onBackHome?: () => void;
  /** With an error: a 'Sign in again' button. */
  onSignInAgain?: () => void;
  backHomeLabel?: string;
  signInAgainLabel?: string;
};

const headingIds = {
  loading: 'status.callback.loadingTitle',
  success: 'status.callback.successTitle',
  error: 'status.callback.errorTitle',
} as const;

const messageIds = {
  loading: 'status.callback.loadingMessage',
  success: 'status.callback.successMessage',
} as const;

/**
 * /auth-callback: processing the provider's answer, then success or the error
 * (docs/product/sign-in-and-session.md, "Auth callback").
 */
export function AuthCallbackStatus({
  status,
  error = '',
  errorMessage,
  onBackHome,
  onSignInAgain,
  backHomeLabel = 'Back to Home',
  signInAgainLabel = 'Sign in again',
}: AuthCallbackStatusProps) {
  const showActions = status === 'error' && (onBackHome || onSignInAgain);
  const heading = texts.pt(headingIds[status], { error });
  const customMessage = status === 'error' ? errorMessage : undefined;
  const message =
    status === 'error' ? texts.pt('status.callback.errorMessage') : texts.pt(messageIds[status]);
  return (
    <main className={screen}>
      <Logo size="md" />
      <section className={panel} role={status === 'error' ? 'alert' : 'status'} data-status={status}>
        <span className={stateIcon({ status })} aria-hidden="true">
          {status === 'loading' && <Spinner size="lg" />}
          {status === 'success' && <CircleCheck size={28} />}
          {status === 'error' && <CircleX size={28} />}
        </span>
        <h1 className={title} lang={portugueseLang}>
          {heading}
        </h1>
        {customMessage === undefined ? (
          <p className={text} lang={portugueseLang}>
            {message}
          </p>
        ) : (
          <p className={text}>{customMessage}</p>
        )}
        {showActions && (
          <div className={actions}>
            {onBackHome && (
              <Button variant={onSignInAgain ? 'secondary' : 'primary'} onPress={onBackHome}>
                <House size={16} aria-hidden="true" />
                {backHomeLabel}
              </Button>
            )}
            {onSignInAgain && (
              <Button onPress={onSignInAgain}>
                <LogIn size={16} aria-hidden="true" />
                {signInAgainLabel}
              </Button>
            )}
          </div>
        )}
      </section>
    </main>
  );
}
