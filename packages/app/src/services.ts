import { SERVICE_CATALOGUE, type ServiceFacts, type ServiceKey } from '@winhub/api/contract/serviceCatalogue';
import { type ServiceId, serviceColor } from '@winhub/ui';

/** A service tile: the contract's facts (name, descriptions, whether it opens) and the ui's looks. */
export type Service = ServiceFacts & {
  key: ServiceKey;
  /** The ServiceIcon id. */
  icon: ServiceId;
  /** The service's colour token. */
  color: string;
  /** The hub page describing the service. */
  path: `/${ServiceKey}`;
};

/** `pnpm typecheck` fails here unless the ui's service ids are the contract's keys, no more and no fewer. */
export const uiIdsAreServiceKeys: [ServiceId] extends [ServiceKey]
  ? [ServiceKey] extends [ServiceId]
    ? true
    : false
  : false = true;

/** The six services in the catalogue's order. */
export const services: readonly Service[] = (Object.keys(SERVICE_CATALOGUE) as ServiceKey[]).map((key) => ({
  key,
  icon: key,
  color: serviceColor[key],
  path: `/${key}`,
  ...SERVICE_CATALOGUE[key],
}));

export function findService(key: ServiceKey): Service {
  const found = services.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`Unknown service ${key}`);
  return found;
}
