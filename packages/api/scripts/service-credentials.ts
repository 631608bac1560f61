// `pnpm service-credentials [service…]`: what a service team needs to connect a service to WinHub — its
// client id and secret (configured in SERVICE_CLIENT_SECRETS, or derived from the secret the instances share),
// the addresses it calls, and the logout URL WinHub calls. Asks the WinHub running on DATA_DIR when one
// does. Secrets go to the person running it, nowhere else.
import { parseArgs } from 'node:util';
import { SERVICE_KEYS } from '../src/config.ts';
import { fail, operatorConfig } from './operatorCommand.ts';
import { serviceConnectionsOf } from './serviceConnections.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const unknown = positionals.filter((name) => !(SERVICE_KEYS as readonly string[]).includes(name));
if (unknown.length) {
  fail('service-credentials', `unknown service ${unknown.join(', ')} (one of ${SERVICE_KEYS.join(', ')})`);
}

const config = operatorConfig('service-credentials');
const { connections } = await serviceConnectionsOf('service-credentials', config);
const chosen = connections.filter(({ service }) => !positionals.length || positionals.includes(service));
for (const connection of chosen) {
  console.log(`\n${connection.service}`);
  console.log(`  client id          ${connection.clientId}`);
  console.log(`  client secret      ${connection.clientSecret}`);
  console.log(`  opens at           ${connection.opensAt}/?token=…`);
  console.log(`  redeem (POST)      ${connection.redeemUrl}   (HTTP Basic, RFC 8693 token exchange)`);
  console.log(`  status (GET)       ${connection.statusUrl}          (Bearer: the access token from redeem)`);
  console.log(`  WinHub's keys      ${connection.jwksUrl}`);
  console.log(`  logout (WinHub →)  ${connection.logoutUrl}   (back-channel logout tokens)`);
}
const pairs = chosen.map(({ service, clientSecret }) => `${service}=${clientSecret}`).join(',');
console.log(
  `\nTo pin these secrets (e.g. before moving to another database): SERVICE_CLIENT_SECRETS=${pairs}`,
);
