// `pnpm deactivate <email>`: an administrator deactivates a person. The account can no longer sign in;
// every session of it ends at once, with the services each opened (back-channel logout). With the
// embedded database it asks the WinHub running on this machine (through its operator token), if one runs;
// otherwise, and always with PostgreSQL, it changes the database itself.
import { readFileSync } from 'node:fs';
import { operatorTokenPath } from '../src/backup/operatorToken.ts';
import { createDb } from '../src/db.ts';
import { embeddedProviderSessions } from '../src/identity/embedded/providerSessions.ts';
import { deactivatePerson } from '../src/services/accounts/deactivatePerson.ts';
import { fail, isRunning, operatorConfig } from './operatorCommand.ts';

const config = operatorConfig('deactivate');
const email = process.argv[2];
if (!email?.includes('@')) fail('deactivate', 'usage: pnpm deactivate <email>');

const say = (done: { email: string; sessionsEnded: number } | null) => {
  if (!done) fail('deactivate', `no account has the address ${email}`);
  console.log(
    `deactivate: ${done.email} can no longer sign in; ${done.sessionsEnded} session(s) ended, their services told`,
  );
};

// PostgreSQL is shared: change it directly, and the running instances deliver the logouts from its outbox
if (!config.databaseUrl && (await isRunning(config))) {
  let token: string;
  try {
    token = readFileSync(operatorTokenPath(config.dataDir), 'utf8');
  } catch {
    fail(
      'deactivate',
      `WinHub is running but ${operatorTokenPath(config.dataDir)} is missing: is it this DATA_DIR's server?`,
    );
  }
  const answer = await fetch(`http://127.0.0.1:${config.port}/operator/deactivate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (answer.status === 404) say(null);
  if (!answer.ok) fail('deactivate', `the running server refused (${answer.status})`);
  say((await answer.json()) as { email: string; sessionsEnded: number });
} else {
  // no server here: the logouts wait in the outbox for the next WinHub that runs on this database
  const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const providerSessions = config.identity.externalIssuer
      ? null
      : embeddedProviderSessions(config.identity.clientId);
    say(await deactivatePerson(db.prisma, { providerSessions, deliverLogouts: () => {} }, email));
  } finally {
    await db.close();
  }
}
