/**
 * The six services of the suite (docs/product/services.md, "The six services"): their keys, names and what
 * the product says of them, in one place. Zod-free: the app reads it on first load (`@winhub/api/contract/serviceCatalogue`) without zod.
 * How a service looks (icon, colour) is the ui's; the app puts the two together.
 */
export const SERVICE_KEYS = ['market', 'auth', 'ads', 'erp', 'meet', 'wms'] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export type ServiceFacts = {
  /** What the service is called after "WinHub" ("WinHub ERP"). */
  name: string;
  /** One line, on the dashboard's card and the home page's tile. */
  description: string;
  /** A few sentences, on the home page's tile when it is hovered or focused. */
  fullDescription: string;
  /** Only ERP, Market and Meet open; the others show the coming-soon alert. */
  opens: boolean;
};

/** Every service's facts, in the order the product lists them (the dashboard's cards, the home page). */
export const SERVICE_CATALOGUE = {
  erp: {
    name: 'ERP',
    description: 'Finance, BI and automation in one place',
    fullDescription:
      'Run finances, purchasing and operations with integrated business intelligence and automated workflows.',
    opens: true,
  },
  market: {
    name: 'Market',
    description: 'Your online store and marketplace',
    fullDescription: 'Sell online with a ready-made store, stock management and integrated payments.',
    opens: true,
  },
  meet: {
    name: 'Meet',
    description: 'HD video meetings for your team',
    fullDescription: 'Meet in HD up to 1080p with screen sharing, chat, file sharing and scheduling.',
    opens: true,
  },
  ads: {
    name: 'Ads',
    description: 'Smart campaigns across every platform',
    fullDescription:
      'Plan AI-optimised campaigns on Google, Facebook, Instagram and LinkedIn with advanced analytics.',
    opens: false,
  },
  auth: {
    name: 'Auth',
    description: 'One secure account for every service',
    fullDescription:
      'Single sign-on, per-service permissions, two-factor authentication and security monitoring.',
    opens: false,
  },
  wms: {
    name: 'WMS',
    description: 'Warehouse and logistics management',
    fullDescription:
      'Track stock with barcodes and RFID, optimise routes and fleets, and follow deliveries by GPS.',
    opens: false,
  },
} satisfies Record<ServiceKey, ServiceFacts>;

/** What each service is called after "WinHub" ("WinHub ERP"). */
export const SERVICE_NAMES = /* @__PURE__ */ Object.fromEntries(
  SERVICE_KEYS.map((key) => [key, SERVICE_CATALOGUE[key].name]),
) as Record<ServiceKey, string>;
