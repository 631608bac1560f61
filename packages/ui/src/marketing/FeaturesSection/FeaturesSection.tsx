import { SectionHeading } from '../SectionHeading/index.ts';
import { container, laterSection } from '../shared/layout.css.ts';
import { defaultFeatures } from './defaultFeatures.ts';
import * as styles from './FeaturesSection.css.ts';
import type { Feature } from './feature.ts';

/** `icon` is a lucide icon component, drawn at 20 px. */

export type FeaturesSectionProps = {
  /** Anchor id; the nav's "about" link points here. */
  id?: string;
  eyebrow?: string;
  title?: string;
  lead?: string;
  features?: readonly Feature[];
};

export function FeaturesSection({
  id = 'about',
  eyebrow: eyebrowText = 'Why WinHub',
  title = 'Built to run a whole business',
  lead = 'Everything connects through one hub, so your team spends time on customers instead of tools.',
  features = defaultFeatures,
}: FeaturesSectionProps) {
  return (
    <section id={id} className={laterSection} aria-labelledby={`${id}-title`}>
      <div className={container}>
        <SectionHeading titleId={`${id}-title`} eyebrow={eyebrowText} title={title} lead={lead} />
        <ul className={styles.grid}>
          {features.map((feature) => (
            <li key={feature.title} className={styles.item}>
              <span className={styles.icon} aria-hidden="true">
                <feature.icon size={20} />
              </span>
              <h3 className={styles.title}>{feature.title}</h3>
              <p className={styles.text}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
