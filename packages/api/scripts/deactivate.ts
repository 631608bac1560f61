// `pnpm deactivate <email>`: an administrator deactivates a person. The account can no longer sign in;
// every session of it ends at once, with the services each opened (back-channel logout). With the
// embedded database it asks the WinHub running on its DATA_DIR (through its operator token), whatever port
// that one listens on; when none runs, and always with PostgreSQL, it changes the database itself.
import { createDb } from '../src/db.ts';
import { embeddedProviderSessions } from '../src/identity/embedded/providerSessions.ts';
import { deactivatePerson } from '../src/services/accounts/deactivatePerson.ts';
import { describeInstance, fail, operatorConfig, runningServer } from './operatorCommand.ts';

const config = operatorConfig('deactivate');
const email = process.argv[2];
if (!email?.includes('@')) fail('deactivate', 'usage: pnpm deactivate <email>');

const say = (done: { email: string; sessionsEnded: number } | null, how: string) => {
  if (!done) fail('deactivate', `no account has the address ${email}; nothing changed`);
  console.log(
    `deactivate: ${done.email} can no longer sign in; ${done.sessionsEnded} session(s) ended, ${how}`,
  );
};

const server = await runningServer('deactivate', config);
if (server) {
  const answer = await server.call('/operator/deactivate', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (answer.status === 404) say(null, '');
  if (!answer.ok) {
    fail('deactivate', `${describeInstance(server.instance)} answered ${answer.status}; nothing changed`);
  }
  say(
    (await answer.json()) as { email: string; sessionsEnded: number },
    'their services told by the running WinHub',
  );
} else {
  const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const providerSessions = config.identity.externalIssuer
      ? null
      : embeddedProviderSessions(config.identity.clientId);
    // the logouts wait in the outbox: a running instance (PostgreSQL) or the next start delivers them
    say(
      await deactivatePerson(db.prisma, { providerSessions, deliverLogouts: () => {} }, email),
      config.databaseUrl
        ? 'their services told by the running instances (from the outbox)'
        : 'their services told when WinHub next starts (none runs on this DATA_DIR)',
    );
  } finally {
    await db.close();
  }
}
