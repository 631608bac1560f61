// `pnpm service-credentials [service…]`: what a service team needs to connect a service to WinHub — its
// client id and secret (configured in SERVICE_CLIENT_SECRETS, or derived from the secret the instances share),
// the addresses it calls, and the logout URL WinHub calls. Secrets go to the person running it, nowhere else.
import { parseArgs } from 'node:util';
import { serviceClientId } from '../src/config/services.ts';
import { loadConfig, MEMORY_DATA_DIR, SERVICE_KEYS, type ServiceKey, StartupError } from '../src/config.ts';
import { createDb } from '../src/db.ts';
import { withSharedSecrets } from '../src/sharedSecrets.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const unknown = positionals.filter((name) => !(SERVICE_KEYS as readonly string[]).includes(name));
if (unknown.length) {
  console.error(
    `service-credentials: unknown service ${unknown.join(', ')} (one of ${SERVICE_KEYS.join(', ')})`,
  );
  process.exit(1);
}
const services = (positionals.length ? positionals : SERVICE_KEYS) as ServiceKey[];

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(`service-credentials: ${error.message}`);
  process.exit(1);
}

// the embedded database is one process's: a running server must not have a second process on its files
if (!config.databaseUrl && config.dataDir !== MEMORY_DATA_DIR) {
  const running = await fetch(`http://127.0.0.1:${config.port}/api/health`, {
    signal: AbortSignal.timeout(1000),
  })
    .then((response) => response.ok)
    .catch(() => false);
  if (running) {
    console.error(
      `service-credentials: WinHub is running on port ${config.port} with the embedded database, which only one process may open. ` +
        'Stop it first, or use PostgreSQL (DATABASE_URL), then run this again.',
    );
    process.exit(1);
  }
}

const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const { serviceClientSecrets } = await withSharedSecrets(config, db.prisma);
  const api = `${config.publicOrigin}/api/auth`;
  for (const service of services) {
    console.log(`\n${service}`);
    console.log(`  client id          ${serviceClientId(service)}`);
    console.log(`  client secret      ${serviceClientSecrets[service]}`);
    console.log(`  opens at           ${config.serviceOrigins[service]}/?token=…`);
    console.log(`  redeem (POST)      ${api}/service-handoff/redeem   (HTTP Basic, RFC 8693 token exchange)`);
    console.log(
      `  status (GET)       ${api}/service-session          (Bearer: the access token from redeem)`,
    );
    console.log(`  WinHub's keys      ${api}/jwks`);
    console.log(`  logout (WinHub →)  ${config.serviceLogoutUrls[service]}   (back-channel logout tokens)`);
  }
  const pairs = services.map((service) => `${service}=${serviceClientSecrets[service]}`).join(',');
  console.log(
    `\nTo pin these secrets (e.g. before moving to another database): SERVICE_CLIENT_SECRETS=${pairs}`,
  );
} finally {
  await db.close();
}
