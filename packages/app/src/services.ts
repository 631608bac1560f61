import type { ServiceKey } from '@winhub/api/contract';
import { vars } from '@winhub/tokens';

/** A microservice tile (spec §3), plus whether it opens yet. */
export type Service = {
  key: ServiceKey;
  name: string;
  /** The ServiceIcon id. */
  icon: ServiceKey;
  /** The service's colour token. */
  color: string;
  description: string;
  fullDescription: string;
  /** The hub page describing the service. */
  path: `/${ServiceKey}`;
  /** Only ERP, Meet and Market open (spec §5); the others show the coming-soon alert. */
  opens: boolean;
};

const service = (
  key: ServiceKey,
  details: Pick<Service, 'name' | 'color' | 'description' | 'fullDescription' | 'opens'>,
): Service => ({
  key,
  icon: key,
  path: `/${key}`,
  ...details,
});

export const services: readonly Service[] = [
  service('erp', {
    name: 'ERP',
    color: vars.color.serviceErp,
    description: 'Finance, BI and automation in one place',
    fullDescription:
      'Run finances, purchasing and operations with integrated business intelligence and automated workflows.',
    opens: true,
  }),
  service('market', {
    name: 'Market',
    color: vars.color.serviceMarket,
    description: 'Your online store and marketplace',
    fullDescription: 'Sell online with a ready-made store, stock management and integrated payments.',
    opens: true,
  }),
  service('meet', {
    name: 'Meet',
    color: vars.color.serviceMeet,
    description: 'HD video meetings for your team',
    fullDescription: 'Meet in HD up to 1080p with screen sharing, chat, file sharing and scheduling.',
    opens: true,
  }),
  service('ads', {
    name: 'Ads',
    color: vars.color.serviceAds,
    description: 'Smart campaigns across every platform',
    fullDescription:
      'Plan AI-optimised campaigns on Google, Facebook, Instagram and LinkedIn with advanced analytics.',
    opens: false,
  }),
  service('auth', {
    name: 'Auth',
    color: vars.color.serviceAuth,
    description: 'One secure account for every service',
    fullDescription:
      'Single sign-on, per-service permissions, two-factor authentication and security monitoring.',
    opens: false,
  }),
  service('wms', {
    name: 'WMS',
    color: vars.color.serviceWms,
    description: 'Warehouse and logistics management',
    fullDescription:
      'Track stock with barcodes and RFID, optimise routes and fleets, and follow deliveries by GPS.',
    opens: false,
  }),
];

export function findService(key: ServiceKey): Service {
  const found = services.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`Unknown service ${key}`);
  return found;
}
