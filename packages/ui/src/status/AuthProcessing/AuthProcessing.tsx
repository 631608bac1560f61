import { Check } from 'lucide-react';
import { Logo } from '../../primitives/Logo/Logo.tsx';
import { visuallyHidden } from '../../primitives/Spinner/Spinner.css.ts';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { panel, screen, spinnerWrap, text, title as titleStyle } from '../shared/screen.css.ts';
import { step, stepMark, steps as stepsStyle } from './AuthProcessing.css.ts';

export type AuthProcessingProps = {
  /** How many steps are done; the app advances it while it prepares the session. */
  completedSteps?: number;
  title?: string;
  message?: string;
  steps?: readonly string[];
  /** Read after a finished step by screen readers. */
  doneLabel?: string;
};

const defaultSteps = ['Autenticação recebida', 'Preparando sua sessão', 'Carregando seu painel'] as const;

/** The second auth-processing screen (spec §2): the app holds it 2 s while it stores the session. */
export function AuthProcessing({
  completedSteps = 1,
  title = 'Processando login...',
  message = 'Estamos preparando tudo para você. Isso leva apenas alguns segundos.',
  steps = defaultSteps,
  doneLabel = 'concluído',
}: AuthProcessingProps) {
  return (
    <main className={screen}>
      <Logo size="md" />
      <section className={panel} role="status" aria-label={title}>
        <span className={spinnerWrap}>
          <Spinner size="lg" />
        </span>
        <h1 className={titleStyle}>{title}</h1>
        <p className={text}>{message}</p>
        <ol className={stepsStyle}>
          {steps.map((label, index) => {
            const done = index < completedSteps;
            return (
              <li key={label} className={step} data-done={done || undefined}>
                <span className={stepMark} aria-hidden="true">
                  {done ? <Check size={14} strokeWidth={3} /> : index + 1}
                </span>
                {label}
                {done && <span className={visuallyHidden}> ({doneLabel})</span>}
              </li>
            );
          })}
        </ol>
      </section>
    </main>
  );
}
