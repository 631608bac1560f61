// Demo data for development: `pnpm seed` (any time on an empty database), or `pnpm dev`, which
// runs `seed --if-empty` first. Refuses to run in production. Payments use the embedded test mode.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/db.ts';
import { DEMO_PASSWORD, isEmpty, seedDemoData } from './demoData.ts';

const { values } = parseArgs({ options: { 'if-empty': { type: 'boolean', default: false } } });

if (process.env.NODE_ENV === 'production') {
  console.error('seed: refused, NODE_ENV is production. Demo accounts never go into a real database.');
  process.exit(1);
}

const config = loadConfig();
const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (!(await isEmpty(db.prisma))) {
    if (!values['if-empty']) {
      console.error('seed: the database already has organizations; seed only an empty one.');
      process.exitCode = 1;
    }
  } else {
    const accounts = await seedDemoData(db.prisma);
    console.log(`Demo data created. Every account's password: ${DEMO_PASSWORD}`);
    console.table(accounts);
  }
} finally {
  await db.close();
}
