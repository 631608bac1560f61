import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig, SERVICE_KEYS, StartupError } from '../../src/config.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ALL_SERVICES = SERVICE_KEYS.map((key) => `${key}=https://${key}.example.com`).join(',');

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('service hand-off origins in production', () => {
  it('refuses to start without the origin of every service, naming the missing ones in one line', () => {
    expect(refusal({ NODE_ENV: 'production' })).toMatch(
      /^SERVICE_ORIGINS must give the origin of every service in production .*; missing: market, auth, ads, erp, meet, wms \(example: SERVICE_ORIGINS=market=https:\/\/market\.example\.com,.*\)$/,
    );
    const partial = refusal({
      PUBLIC_ORIGIN: 'https://winhub.example.com',
      SERVICE_ORIGINS: 'erp=https://erp.example.com,meet=https://meet.example.com',
    });
    expect(partial).toMatch(/missing: market, auth, ads, wms \(/);
    expect(partial).not.toContain('\n');
  });

  it('uses the configured origins in production, and the local ones on localhost', () => {
    const production = loadConfig({
      PUBLIC_ORIGIN: 'https://winhub.example.com',
      SERVICE_ORIGINS: ALL_SERVICES,
    });
    expect(production.serviceOrigins.erp).toBe('https://erp.example.com');
    for (const origin of ['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000']) {
      const local = loadConfig({ PUBLIC_ORIGIN: origin, SERVICE_ORIGINS: 'erp=https://erp.example.com' });
      expect(local.serviceOrigins).toMatchObject({
        erp: 'https://erp.example.com',
        market: 'http://localhost:3101',
      });
    }
  });

  it('stops the server process with that one line', { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    const lines = stderr.split('\n').filter((line) => line && !line.startsWith('oidc-provider WARNING'));
    expect(lines).toEqual([
      expect.stringMatching(/^WinHub cannot start: SERVICE_ORIGINS must give the origin/),
    ]);
  });
});
