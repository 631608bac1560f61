import { ArrowUpRight } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { Card } from '../../primitives/Card/index.ts';
import { ServiceIcon, type ServiceId } from '../../primitives/ServiceIcon/index.ts';
import { body, description as descriptionStyle, name as nameStyle } from './ServiceCard.css.ts';

export type ServiceCardProps = {
  /** Picks the icon and the colour of the card edge. */
  service: ServiceId;
  name: string;
  description: string;
  /** The app opens the service or shows its 'coming soon' alert. */
  onOpen: (service: ServiceId) => void;
  openLabel?: (name: string) => string;
};

const defaultOpenLabel = (name: string) => `Open ${name}`;

/** One of the six service cards of the dashboard. */
export function ServiceCard({
  service,
  name,
  description,
  onOpen,
  openLabel = defaultOpenLabel,
}: ServiceCardProps) {
  return (
    <Card as="article" accent={service} padding="md">
      <div className={body}>
        <ServiceIcon service={service} framed />
        <h3 className={nameStyle}>{name}</h3>
        <p className={descriptionStyle}>{description}</p>
        <Button variant="secondary" size="sm" onPress={() => onOpen(service)}>
          {openLabel(name)}
          <ArrowUpRight size={16} aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}
