import { CircleCheck } from 'lucide-react';
import { defaultLeadFormLabels, LeadForm, type LeadFormLabels } from '../LeadForm/index.ts';
import { container, eyebrow, laterSection, sectionLead, sectionTitle } from '../shared/layout.css.ts';
import * as styles from './RegistrationSection.css.ts';
import type { RegistrationDraft, RegistrationValues } from './registrationSchema.ts';

export type RegistrationSectionProps = {
  onSubmit: (values: RegistrationValues) => void;
  /** While the app registers the lead: the button reads "Creating Account..." and fields lock. */
  isSubmitting?: boolean;
  /** Fields take no input yet (the app sets it until the prerendered form has hydrated, so no typed text is lost). */
  isReadOnly?: boolean;
  /** Ring around the form; the app sets it after scrolling here and clears it after 3 s. */
  highlighted?: boolean;
  defaultValues?: Partial<RegistrationDraft>;
  /** Scroll target of the start buttons (docs/product/landing.md, "Sections and anchors"). */
  id?: string;
  eyebrow?: string;
  title?: string;
  lead?: string;
  benefits?: readonly string[];
  formTitle?: string;
  finePrint?: string;
  labels?: Partial<LeadFormLabels>;
};

export function RegistrationSection({
  onSubmit,
  isSubmitting = false,
  isReadOnly = false,
  highlighted = false,
  defaultValues,
  id = 'registration-section',
  eyebrow: eyebrowText = 'Free trial',
  title = 'Start free today',
  lead = 'Create your account and get instant access to all microservices.',
  benefits = ['Instant access to all microservices', 'Free up to 5 employees', 'No credit card required'],
  formTitle = 'Create your free account',
  finePrint = 'No setup fees. Cancel anytime.',
  labels,
}: RegistrationSectionProps) {
  return (
    <section id={id} className={laterSection} aria-labelledby={`${id}-title`}>
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.intro}>
          <p className={eyebrow}>{eyebrowText}</p>
          <h2 id={`${id}-title`} className={sectionTitle}>
            {title}
          </h2>
          <p className={sectionLead}>{lead}</p>
          <ul className={styles.benefits}>
            {benefits.map((benefit) => (
              <li key={benefit} className={styles.benefit}>
                <CircleCheck size={20} aria-hidden="true" className={styles.benefitIcon} />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.card} data-highlighted={highlighted || undefined}>
          <h3 className={styles.cardTitle}>{formTitle}</h3>
          <LeadForm
            labels={{ ...defaultLeadFormLabels, ...labels }}
            defaultValues={defaultValues}
            isSubmitting={isSubmitting}
            isReadOnly={isReadOnly}
            onSubmit={onSubmit}
          />
          <p className={styles.fine}>{finePrint}</p>
        </div>
      </div>
    </section>
  );
}
