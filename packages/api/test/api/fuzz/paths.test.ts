import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, it } from 'vitest';
import { anotherInstance } from '../../helpers/testApp.ts';
import { expectNo5xx, useFuzzApp } from './fuzzApp.ts';
import { pickOne, prng } from './hostileInput.ts';

const fuzz = useFuzzApp();

describe('fuzzing every path', () => {
  it('paths with malformed escapes, control characters and odd segments never answer 5xx', async () => {
    const t = fuzz.t();
    const dist = await mkdtemp(path.join(tmpdir(), 'winhub-fuzz-dist-'));
    try {
      await mkdir(path.join(dist, 'assets'));
      await mkdir(path.join(dist, 'pages'));
      for (const page of ['index', '404'])
        await writeFile(
          path.join(dist, `pages/${page}.html`),
          '<!doctype html><html><head></head><body></body></html>',
        );
      await writeFile(path.join(dist, 'assets', 'app-1.js'), 'export {}');
      const instance = await anotherInstance(t, {
        config: { ...t.config, appDistDir: dist },
        serveApp: true,
      });
      instance.close();
      const { app } = instance;
      const random = prng(2718);
      const prefixes = [
        '',
        '/api',
        '/api/auth',
        '/api/billing',
        '/oidc',
        '/oidc/interaction',
        '/assets',
        '/dashboard',
      ];
      const segments = [
        '%E0%A4%A',
        '%',
        '%%',
        '%00',
        '%C0%80',
        '%ED%A0%80',
        '%FF',
        '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
        '..%5c..%5c',
        '%01%1b%7f',
        `${'%41'.repeat(3000)}`,
        'a;b=c',
        '%u0041',
        'login',
        'app-1.js',
      ];
      for (let i = 0; i < 80; i++) {
        const url = `${pickOne(random, prefixes)}/${pickOne(random, segments)}${random() < 0.3 ? `/${pickOne(random, segments)}` : ''}`;
        const method = pickOne(random, ['get', 'post', 'patch'] as const);
        let req = request(app)
          [method](url)
          .set('Accept', pickOne(random, ['text/html', 'application/json', '*/*']));
        if (method !== 'get') req = req.set('Content-Type', 'application/json').send('{}');
        expectNo5xx(`${method} ${url}`, await req);
      }
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
