// `pnpm backup <file>`: a consistent copy of the embedded database (DATA_DIR), taken by the running server
// when WinHub is up (through its operator token) or straight from the files when it is stopped. With
// DATABASE_URL, PostgreSQL's own pg_dump does it.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dumpClosedDatabase } from '../src/backup/embeddedBackup.ts';
import { operatorTokenPath } from '../src/backup/operatorToken.ts';
import { fail, fileArgument, isRunning, operatorConfig } from './operatorCommand.ts';

const config = operatorConfig('backup');
const file = fileArgument('backup', 'pnpm backup <file>   (e.g. winhub-backup.tar.gz)');

if (config.databaseUrl) {
  const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, config.databaseUrl], {
    stdio: 'inherit',
  });
  if (dump.error)
    fail('backup', 'DATABASE_URL is set: back it up with pg_dump --format=custom (not found on this PATH)');
  if (dump.status !== 0) process.exit(dump.status ?? 1);
  console.log(`backup: PostgreSQL dumped by pg_dump to ${file}`);
  process.exit(0);
}

let backup: Buffer;
if (await isRunning(config)) {
  const token = (() => {
    try {
      return readFileSync(operatorTokenPath(config.dataDir), 'utf8');
    } catch {
      return fail(
        'backup',
        `WinHub is running but ${operatorTokenPath(config.dataDir)} is missing: is it this DATA_DIR's server?`,
      );
    }
  })();
  const answer = await fetch(`http://127.0.0.1:${config.port}/operator/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!answer.ok)
    fail('backup', `the running server refused (${answer.status}): is it this DATA_DIR's server?`);
  backup = Buffer.from(await answer.arrayBuffer());
} else {
  backup = Buffer.from(await (await dumpClosedDatabase(config.dataDir)).arrayBuffer());
}
writeFileSync(file, backup, { mode: 0o600 });
console.log(
  `backup: the embedded database (${config.dataDir}) in ${file}, ${(backup.length / 1024).toFixed(0)} KB`,
);
