import { Check } from 'lucide-react';
import { portugueseLang, texts } from '../../i18n/texts.ts';
import { Logo } from '../../primitives/Logo/Logo.tsx';
import { visuallyHidden } from '../../primitives/Spinner/Spinner.css.ts';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { panel, screen, spinnerWrap, text, title as titleStyle } from '../shared/screen.css.ts';
import { step, stepMark, steps as stepsStyle } from './AuthProcessing.css.ts';

export type AuthProcessingProps = {
  /** How many steps are done; the app advances it while it prepares the session. */
  completedSteps?: number;
};

const stepIds = [
  'status.processing.stepReceived',
  'status.processing.stepSession',
  'status.processing.stepDashboard',
] as const;

/**
 * The second auth-processing screen: the app holds it 2 s while it stores the session
 * (docs/product/sign-in-and-session.md, "Auth-processing screen").
 */
export function AuthProcessing({ completedSteps = 1 }: AuthProcessingProps) {
  const title = texts.pt('status.processing.title');
  return (
    <main className={screen} lang={portugueseLang}>
      <Logo size="md" />
      <section className={panel} role="status" aria-label={title}>
        <span className={spinnerWrap}>
          <Spinner size="lg" />
        </span>
        <h1 className={titleStyle}>{title}</h1>
        <p className={text}>{texts.pt('status.processing.message')}</p>
        <ol className={stepsStyle}>
          {stepIds.map((stepId, index) => {
            const label = texts.pt(stepId);
            const done = index < completedSteps;
            return (
              <li key={label} className={step} data-done={done || undefined}>
                <span className={stepMark} aria-hidden="true">
                  {done ? <Check size={14} strokeWidth={3} /> : index + 1}
                </span>
                {label}
                {done && <span className={visuallyHidden}> ({texts.pt('status.processing.done')})</span>}
              </li>
            );
          })}
        </ol>
      </section>
    </main>
  );
}
