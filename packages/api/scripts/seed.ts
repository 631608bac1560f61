// Demo data for development: `pnpm seed` (any time on an empty database), or `pnpm dev`, which
// runs `seed --if-empty` first. Refuses to run in production. Payments use the embedded test mode.
// While WinHub runs on this DATA_DIR, the running server writes it (it alone has the database open).
import { parseArgs } from 'node:util';
import { createDb } from '../src/db.ts';
import { DEMO_PASSWORD, type DemoAccount, seedIfEmpty } from '../src/demoData.ts';
import { describeInstance, fail, operatorConfig, runningServer } from './operatorCommand.ts';

const { values } = parseArgs({ options: { 'if-empty': { type: 'boolean', default: false } } });

if (process.env.NODE_ENV === 'production') {
  fail('seed', 'refused, NODE_ENV is production. Demo accounts never go into a real database.');
}

const config = operatorConfig('seed');
const server = await runningServer('seed', config);
let accounts: DemoAccount[] | null;
if (server) {
  const answer = await server.call('/operator/seed', { method: 'POST' });
  if (answer.status === 404) {
    fail('seed', `${describeInstance(server.instance)} runs in production: demo accounts never go there`);
  }
  if (!answer.ok && answer.status !== 409) {
    fail('seed', `${describeInstance(server.instance)} answered ${answer.status}; nothing was written`);
  }
  accounts = answer.ok ? ((await answer.json()) as { accounts: DemoAccount[] }).accounts : null;
} else {
  const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    accounts = await seedIfEmpty(db.prisma);
  } finally {
    await db.close();
  }
}
if (accounts) {
  console.log(`Demo data created. Every account's password: ${DEMO_PASSWORD}`);
  console.table(accounts);
} else if (!values['if-empty']) {
  fail('seed', 'the database already has organizations; seed only an empty one. Nothing was written.');
}
