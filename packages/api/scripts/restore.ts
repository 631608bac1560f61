// `pnpm restore <file>`: puts a `pnpm backup` file back as the embedded database (DATA_DIR) while WinHub is
// stopped; the replaced files stay beside it. With DATABASE_URL, PostgreSQL's own pg_restore does it (into
// the schema the backup was taken of).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { restoreDatabase } from '../src/backup/embeddedBackup.ts';
import { postgresToolTarget } from '../src/backup/postgresTools.ts';
import { findEmbeddedInstance } from '../src/backup/runningInstance.ts';
import { describeInstance, fail, fileArgument, operatorConfig } from './operatorCommand.ts';

const config = operatorConfig('restore');
const file = fileArgument('restore', 'pnpm restore <file>');

if (config.databaseUrl) {
  const restore = spawnSync(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      `--dbname=${postgresToolTarget(config.databaseUrl).connection}`,
      file,
    ],
    { stdio: 'inherit' },
  );
  if (restore.error)
    fail('restore', 'DATABASE_URL is set: restore it with pg_restore (not found on this PATH)');
  if (restore.status !== 0) fail('restore', `pg_restore failed (exit ${restore.status})`);
  console.log(`restore: ${file} restored into PostgreSQL by pg_restore`);
  process.exit(0);
}

// a database swapped under a running server would be overwritten by it: it must be stopped
const running = findEmbeddedInstance(config.dataDir);
if (running) {
  fail(
    'restore',
    `${describeInstance(running)} has DATA_DIR=${config.dataDir} open: stop it first, then restore`,
  );
}

const backup = (() => {
  try {
    return readFileSync(file);
  } catch (error) {
    return fail('restore', `cannot read ${file} (${(error as NodeJS.ErrnoException).code})`);
  }
})();
try {
  const { keptAs } = await restoreDatabase(config.dataDir, new Blob([backup]));
  console.log(
    `restore: ${file} is the embedded database of ${config.dataDir} now${keptAs ? `; the one it replaced is in ${keptAs}` : ''}`,
  );
} catch (error) {
  fail('restore', (error as Error).message);
}
