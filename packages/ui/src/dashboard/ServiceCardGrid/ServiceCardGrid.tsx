import type { ServiceId } from '../../primitives/ServiceIcon/index.ts';
import { ServiceCard } from '../ServiceCard/index.ts';
import { grid, gridItem } from './ServiceCardGrid.css.ts';

export type ServiceCardItem = { service: ServiceId; name: string; description: string };

export type ServiceCardGridProps = {
  services: readonly ServiceCardItem[];
  onOpen: (service: ServiceId) => void;
};

/** The six service cards: one column on phones, two on tablets, three on desktop. */
export function ServiceCardGrid({ services, onOpen }: ServiceCardGridProps) {
  return (
    <ul className={grid}>
      {services.map((item) => (
        <li key={item.service} className={gridItem}>
          <ServiceCard {...item} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
