import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The `msg` of each line a process running `code` (ESM, in the api's folder) writes to stdout. */
function loggedBy(code: string): string[] {
  const stdout = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: apiDir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
}

describe('the log on stdout', () => {
  it('writes every line, in order, also those logged just before the process exits', () => {
    const messages = loggedBy(`
      import { createLogger } from './src/logger.ts';
      const logger = createLogger('info');
      logger.info('first');
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (let n = 0; n < 100; n++) logger.info('line ' + n);
      logger.info('last words');
      process.exit(0);
    `);
    expect(messages).toEqual(['first', ...Array.from({ length: 100 }, (_, n) => `line ${n}`), 'last words']);
  });
});
