import { CircleCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../primitives/Card/index.ts';
import { ServiceIcon, type ServiceId, serviceTinted } from '../../primitives/ServiceIcon/index.ts';
import * as styles from './ServicePageLayout.css.ts';

export type ServiceFeature = { icon: LucideIcon; title: string; description: string };
export type ServiceStep = { title: string; description: string };

export type ServicePageContent = {
  name: string;
  tagline: string;
  intro: string;
  /** Short claims listed under the intro. */
  highlights?: readonly string[];
  featuresTitle: string;
  features: readonly ServiceFeature[];
  stepsTitle: string;
  steps: readonly ServiceStep[];
};

export type ServicePageLayoutProps = {
  service: ServiceId;
  content: ServicePageContent;
  /** The call-to-action buttons of the hero. */
  actions: ReactNode;
  /** The banner-ad slot free organizations see (BannerAd). */
  adSlot?: ReactNode;
};

/** The shared shape of the service pages: hero, feature cards, how-it-works steps. */
export function ServicePageLayout({ service, content, actions, adSlot }: ServicePageLayoutProps) {
  return (
    <div className={`${serviceTinted({ service })} ${styles.page}`}>
      <header className={styles.hero}>
        <ServiceIcon service={service} size="lg" framed />
        <h1 className={styles.title}>{content.name}</h1>
        <p className={styles.tagline}>{content.tagline}</p>
        <p className={styles.intro}>{content.intro}</p>
        {content.highlights && (
          <ul className={styles.highlights}>
            {content.highlights.map((item) => (
              <li key={item} className={styles.highlight}>
                <CircleCheck size={16} aria-hidden="true" className={styles.highlightIcon} />
                {item}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>{actions}</div>
      </header>
      {adSlot}
      <section className={styles.section} aria-labelledby={`${service}-features`}>
        <h2 id={`${service}-features`} className={styles.sectionTitle}>
          {content.featuresTitle}
        </h2>
        <ul className={styles.features}>
          {content.features.map(({ icon: Icon, title, description }) => (
            <li key={title} className={styles.featureItem}>
              <Card accent={service} padding="md">
                <span className={styles.featureIcon}>
                  <Icon size={22} aria-hidden="true" />
                </span>
                <h3 className={styles.featureTitle}>{title}</h3>
                <p className={styles.featureText}>{description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby={`${service}-steps`}>
        <h2 id={`${service}-steps`} className={styles.sectionTitle}>
          {content.stepsTitle}
        </h2>
        <ol className={styles.steps}>
          {content.steps.map((item) => (
            <li key={item.title} className={styles.step}>
              <span>
                <span className={styles.stepTitle}>{item.title}</span>
                <span className={styles.stepText}>{item.description}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
