import type { ReactNode } from 'react';
import { SectionHeading } from '../SectionHeading/index.ts';
import { ServiceTile, type ServiceTileCardPlacement } from '../ServiceTile/ServiceTile.tsx';
import { inlineVar } from '../shared/inlineVar.ts';
import { container, section } from '../shared/layout.css.ts';
import * as styles from './ServicesOrbit.css.ts';

/**
 * The upper side tiles open their card upwards: below them sits the next tile of the circle,
 * whose icon a card opening downwards would cover.
 */
const cardPlacementAt = (angle: number): ServiceTileCardPlacement =>
  (angle > 0 && angle < 90) || (angle > 270 && angle < 360) ? 'above' : 'below';

export type ServicesOrbitItem = {
  id: string;
  name: string;
  icon: ReactNode;
  /** Token colour var, e.g. `vars.color.serviceMarket`. */
  color: string;
  description: string;
  fullDescription: string;
};

export type ServicesOrbitProps = {
  services: readonly ServicesOrbitItem[];
  /**
   * Plays the entrance animation. The app sets it once the section is at least 30 % visible
   * (see `shouldRevealServices` / `servicesRevealThreshold`); focusing a tile also shows them.
   */
  revealed: boolean;
  onOpenService?: (id: string) => void;
  id?: string;
  eyebrow?: string;
  title?: string;
  lead?: string;
  centreName?: string;
  centreCaption?: string;
};

export function ServicesOrbit({
  services,
  revealed,
  onOpenService,
  id = 'services',
  eyebrow: eyebrowText = 'Microservices',
  title = 'Everything your business runs on, connected',
  lead = 'Six microservices around one account. Hover a service to learn more, open it with a click.',
  centreName = 'WinHub',
  centreCaption = `${services.length} microservices, one sign-in`,
}: ServicesOrbitProps) {
  const step = 360 / Math.max(services.length, 1);
  // not a laterSection: a tile's card may show below the band's edge (the last row's, on a phone)
  return (
    <section id={id} className={section} aria-labelledby={`${id}-title`}>
      <div className={container}>
        <SectionHeading titleId={`${id}-title`} eyebrow={eyebrowText} title={title} lead={lead} />
        <div className={styles.orbit} data-revealed={revealed || undefined}>
          <div className={styles.ring} aria-hidden="true" />
          <div className={styles.centre}>
            <p className={styles.centreName}>{centreName}</p>
            <p className={styles.centreCaption}>{centreCaption}</p>
          </div>
          {services.map((service, index) => (
            <div
              key={service.id}
              className={styles.slot}
              style={{
                ...inlineVar(styles.angle, `${index * step}deg`),
                ...inlineVar(styles.order, String(index)),
              }}
            >
              <ServiceTile
                name={service.name}
                icon={service.icon}
                color={service.color}
                description={service.description}
                fullDescription={service.fullDescription}
                onOpen={() => onOpenService?.(service.id)}
                cardPlacement={cardPlacementAt(index * step)}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
