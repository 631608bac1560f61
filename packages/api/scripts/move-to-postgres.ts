// `DATABASE_URL=postgresql://… pnpm move-to-postgres`: copies every row of the embedded database
// (DATA_DIR) into an empty PostgreSQL database, after migrating it to the same version. WinHub must be
// stopped; the embedded files are left as they are. Then start WinHub with that DATABASE_URL.
import pg from 'pg';
import { copyToPostgres } from '../src/backup/moveToPostgres.ts';
import { findEmbeddedInstance } from '../src/backup/runningInstance.ts';
import { MEMORY_DATA_DIR } from '../src/config.ts';
import { createDb } from '../src/db.ts';
import { describeInstance, fail, operatorConfig } from './operatorCommand.ts';

const config = operatorConfig('move-to-postgres');
const target = config.databaseUrl;
if (!target) fail('move-to-postgres', 'set DATABASE_URL to the (empty) PostgreSQL database to move into');
if (config.dataDir === MEMORY_DATA_DIR) fail('move-to-postgres', 'DATA_DIR=memory:// keeps nothing to move');
const running = findEmbeddedInstance(config.dataDir);
if (running) {
  fail('move-to-postgres', `${describeInstance(running)} has DATA_DIR=${config.dataDir} open: stop it first`);
}

// migrates the target to this build's schema, then lets it go
await (await createDb({ databaseUrl: target })).close();
const source = await createDb({ dataDir: config.dataDir });
const client = new pg.Client({ connectionString: target });
await client.connect();
try {
  const copied = await copyToPostgres(source.query, client);
  const rows = Object.values(copied).reduce((sum, count) => sum + count, 0);
  console.log(
    `move-to-postgres: ${rows} rows in ${Object.keys(copied).length} tables copied from ${config.dataDir}`,
  );
  console.log(
    'move-to-postgres: start WinHub with this DATABASE_URL now; the embedded files were left as they are',
  );
} catch (error) {
  fail('move-to-postgres', (error as Error).message);
} finally {
  await client.end();
  await source.close();
}
