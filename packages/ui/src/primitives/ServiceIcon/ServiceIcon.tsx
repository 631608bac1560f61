import { serviceIcon as iconStyle, serviceTinted, svg } from './ServiceIcon.css.ts';
import type { ServiceId } from './serviceColor.ts';
import { serviceIcon } from './serviceIcon.ts';

export type ServiceIconProps = {
  service: ServiceId;
  size?: 'sm' | 'md' | 'lg';
  /** A tinted rounded square behind the icon, as on tiles and cards. */
  framed?: boolean;
  /** Announced name; leave empty when the service name is written beside the icon. */
  label?: string;
};

const iconPixels = { sm: 16, md: 22, lg: 32 } as const;

/** The icon of one of the six services, in the service's colour. */
export function ServiceIcon({ service, size = 'md', framed = false, label }: ServiceIconProps) {
  const Icon = serviceIcon[service];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span
      className={`${serviceTinted({ service })} ${iconStyle({ framed, size })}`}
      data-service={service}
      {...a11y}
    >
      <Icon size={iconPixels[size]} className={svg} aria-hidden="true" />
    </span>
  );
}
