import { execFileSync, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ONLY_PATH = { PATH: process.env.PATH ?? '' };

const messagesOf = (stdout: string): string[] =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

/** The `msg` of each line a process running `code` (ESM, in the api's folder) writes to stdout. */
function loggedBy(code: string): string[] {
  const stdout = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: apiDir,
    encoding: 'utf8',
    env: ONLY_PATH,
  });
  return messagesOf(stdout);
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

  it('writes the lines of a process that ends with nothing left to do, and of one that crashes', () => {
    expect(
      loggedBy(`
        import { createLogger } from './src/logger.ts';
        createLogger('info').info('done');
      `),
    ).toEqual(['done']);
    const crashed = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `
        import { createLogger } from './src/logger.ts';
        const logger = createLogger('info');
        logger.info('before the crash');
        setImmediate(() => { throw new Error('crash'); });
        `,
      ],
      { cwd: apiDir, encoding: 'utf8', env: ONLY_PATH },
    );
    expect(crashed.status).toBe(1);
    expect(crashed.stderr).toContain('crash');
    expect(messagesOf(crashed.stdout)).toEqual(['before the crash']);
  });

  it('writes a line of a process that goes on running within moments, not at its end', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `
        import { createLogger } from './src/logger.ts';
        createLogger('info').info('still running');
        setTimeout(() => {}, 60_000);
        `,
      ],
      { cwd: apiDir, env: ONLY_PATH, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const firstLine = await new Promise<string>((resolve) => {
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          if (stdout.includes('\n')) resolve(stdout);
        });
      });
      expect(messagesOf(firstLine)).toEqual(['still running']);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
