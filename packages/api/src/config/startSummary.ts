import type { ServiceKey } from '../contract/common.ts';
import { MEMORY_DATA_DIR } from './storage.ts';
import type { EnvConfig } from './types.ts';

/** What runs where: every part embedded in this process, or the one the configuration names. */
function parts(config: EnvConfig, standIns: ServiceKey[]): string[] {
  const database = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : config.dataDir === MEMORY_DATA_DIR
      ? 'embedded database in memory (nothing kept)'
      : `embedded database in ${config.dataDir}`;
  const identity = config.identity.externalIssuer
    ? `identity provider ${config.identity.externalIssuer}`
    : 'embedded identity provider';
  const payments = !config.stripe.secretKey
    ? 'embedded test payments (card 4242 4242 4242 4242)'
    : config.stripe.secretKey.startsWith('sk_live_')
      ? 'Stripe (live)'
      : 'Stripe (test mode)';
  const mail = {
    smtp: 'mail through SMTP_URL',
    embedded: `mailbox at ${config.publicOrigin}/mailbox`,
    off: 'no mail',
    external: "mail is the identity provider's",
  }[config.mail.delivery];
  const ports = standIns
    .map((service) => Number(new URL(config.serviceOrigins[service]).port))
    .sort((a, b) => a - b);
  const [first, last] = [ports[0], ports.at(-1)];
  const range =
    ports.length > 1 && last !== undefined && first !== undefined && last - first === ports.length - 1;
  const services = !ports.length
    ? 'services at SERVICE_ORIGINS'
    : `stand-in services on ${ports.length > 1 ? 'ports' : 'port'} ${range ? `${first}–${last}` : ports.join(', ')}`;
  return [database, identity, payments, mail, ...(config.redisUrl ? ['Redis'] : []), services];
}

/** The one line a start ends with: where WinHub answers, where people reach it, and what runs where. */
export function startSummary(config: EnvConfig, standIns: ServiceKey[]): string {
  const address = `http://localhost:${config.port}`;
  const reached = config.publicOrigin === address ? '' : ` (people reach it at ${config.publicOrigin})`;
  return `WinHub listening on ${address}${reached}: ${parts(config, standIns).join(', ')}`;
}
