import { CircleCheck, CircleX } from 'lucide-react';
import { Logo } from '../../primitives/Logo/Logo.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { panel, screen, text, title } from '../shared/screen.css.ts';
import { stateIcon } from './AuthCallbackStatus.css.ts';

export type AuthCallbackState = 'loading' | 'success' | 'error';

export type AuthCallbackStatusProps = {
  status: AuthCallbackState;
  /** The provider's error, shown as 'Erro na autenticação: {error}'. */
  error?: string;
  loadingTitle?: string;
  loadingMessage?: string;
  successTitle?: string;
  successMessage?: string;
  /** Under the error title: where the app is about to send the user. */
  errorMessage?: string;
};

/** /auth-callback: processing the provider's answer, then success or the error (spec §4, §8). */
export function AuthCallbackStatus({
  status,
  error = '',
  loadingTitle = 'Processando autenticação...',
  loadingMessage = 'Aguarde enquanto validamos seu acesso.',
  successTitle = 'Autenticação concluída!',
  successMessage = 'Redirecionando...',
  errorMessage = 'Você será redirecionado para a página inicial.',
}: AuthCallbackStatusProps) {
  const heading = {
    loading: loadingTitle,
    success: successTitle,
    error: `Erro na autenticação: ${error}`,
  }[status];
  const message = { loading: loadingMessage, success: successMessage, error: errorMessage }[status];
  return (
    <main className={screen}>
      <Logo size="md" />
      <section className={panel} role={status === 'error' ? 'alert' : 'status'} data-status={status}>
        <span className={stateIcon({ status })} aria-hidden="true">
          {status === 'loading' && <Spinner size="lg" />}
          {status === 'success' && <CircleCheck size={28} />}
          {status === 'error' && <CircleX size={28} />}
        </span>
        <h1 className={title}>{heading}</h1>
        <p className={text}>{message}</p>
      </section>
    </main>
  );
}
