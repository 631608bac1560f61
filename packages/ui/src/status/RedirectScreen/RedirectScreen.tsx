import { Logo } from '../../primitives/Logo/Logo.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { screen, spinnerWrap, stack, text } from '../shared/screen.css.ts';

export type RedirectScreenProps = {
  /** Spec text; override only for another language. */
  message?: string;
};

/** Shown for the second before the browser leaves for the identity provider's login. */
export function RedirectScreen({ message = 'Redirecionando para autenticação...' }: RedirectScreenProps) {
  return (
    <main className={screen}>
      <Logo size="md" />
      <div role="status" className={stack}>
        <span className={spinnerWrap}>
          <Spinner size="lg" />
        </span>
        <p className={text}>{message}</p>
      </div>
    </main>
  );
}
