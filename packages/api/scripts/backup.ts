// `pnpm backup <file>`: a consistent copy of the embedded database (DATA_DIR), taken by the running server
// when WinHub is up (through its operator token) or straight from the files when it is stopped. With
// DATABASE_URL, PostgreSQL's own pg_dump does it, of the schema `?schema=` names (Prisma's parameters left
// out of the URL it is given). The file is readable by this user only.
import { spawnSync } from 'node:child_process';
import { closeSync, rmSync, writeSync } from 'node:fs';
import { dumpClosedDatabase } from '../src/backup/embeddedBackup.ts';
import { literalSchemaPattern, postgresToolTarget } from '../src/backup/postgresTools.ts';
import {
  describeInstance,
  fail,
  fileArgument,
  openPrivateFile,
  operatorConfig,
  runningServer,
} from './operatorCommand.ts';

const config = operatorConfig('backup');
const file = fileArgument('backup', 'pnpm backup <file>   (e.g. winhub-backup.tar.gz)');

if (config.databaseUrl) {
  const { connection, schema } = postgresToolTarget(config.databaseUrl);
  const fd = openPrivateFile('backup', file);
  const only = schema ? [`--schema=${literalSchemaPattern(schema)}`] : [];
  const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', ...only, connection], {
    stdio: ['ignore', fd, 'inherit'],
  });
  closeSync(fd);
  if (dump.error || dump.status !== 0) rmSync(file, { force: true });
  if (dump.error)
    fail('backup', 'DATABASE_URL is set: back it up with pg_dump --format=custom (not found on this PATH)');
  if (dump.status !== 0) fail('backup', `pg_dump failed (exit ${dump.status}); no backup was written`);
  console.log(`backup: PostgreSQL${schema ? ` (schema ${schema})` : ''} dumped by pg_dump to ${file}`);
  process.exit(0);
}

const server = await runningServer('backup', config);
let backup: Buffer;
if (server) {
  const answer = await server.call('/operator/backup', { method: 'POST' });
  if (!answer.ok)
    fail('backup', `${describeInstance(server.instance)} answered ${answer.status}; no backup was written`);
  backup = Buffer.from(await answer.arrayBuffer());
} else {
  try {
    backup = Buffer.from(await (await dumpClosedDatabase(config.dataDir)).arrayBuffer());
  } catch (error) {
    fail('backup', (error as Error).message);
  }
}
const fd = openPrivateFile('backup', file);
writeSync(fd, backup);
closeSync(fd);
console.log(
  `backup: the embedded database (${config.dataDir}) in ${file}, ${(backup.length / 1024).toFixed(0)} KB` +
    (server ? `, taken by ${describeInstance(server.instance)}` : ''),
);
