import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogging } from '../../src/http/requestLogging.ts';
import { staticApp } from '../../src/http/staticApp.ts';
import { createLogger } from '../../src/logger.ts';

const script = `export const greeting = '${'hello '.repeat(200)}';\n`;
const assetPath = '/assets/index-AbC123.js';
const bigAssetPath = '/assets/vendor-Big123.js';
let dist: string;
let app: express.Express;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'winhub-dist-'));
  await mkdir(path.join(dist, 'assets'));
  const file = path.join(dist, assetPath);
  await writeFile(file, script);
  await writeFile(`${file}.br`, brotliCompressSync(script));
  await writeFile(`${file}.gz`, gzipSync(script));
  const big = randomBytes(8 * 1024 * 1024);
  await writeFile(path.join(dist, bigAssetPath), big);
  await writeFile(path.join(dist, `${bigAssetPath}.br`), big);
  await mkdir(path.join(dist, 'pages'));
  for (const page of ['index', 'billing', 'auth-callback', 'meet'])
    await writeFile(path.join(dist, `pages/${page}.html`), '<html><head></head><body></body></html>');
  await writeFile(path.join(dist, 'pages/dashboard.html'), '<html><head></head><body>shell</body></html>');
  await writeFile(path.join(dist, 'pages/404.html'), '<html><head></head><body>Page Not Found</body></html>');
  await writeFile(
    path.join(dist, 'pages/login.html'),
    '<html lang="en"><head></head><body><input name="password"></body></html>',
  );
  await mkdir(path.join(dist, 'pages/@provider'));
  await writeFile(
    path.join(dist, 'pages/@provider/login.html'),
    '<html lang="en"><head></head><body>held by <strong>auth-provider.invalid</strong></body></html>',
  );
  app = express().use(staticApp(dist));
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('built app assets', () => {
  it('serves the brotli file of a hashed asset with its own type and a year-long immutable cache', async () => {
    const res = await request(app).get(assetPath).set('Accept-Encoding', 'gzip, deflate, br').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await request(app).get(assetPath).set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(script);
    const plain = await request(app).get(assetPath).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.text).toBe(script);
  });

  it('never caches a page and answers a missing asset with 404', async () => {
    const page = await request(app).get('/dashboard').set('Accept', 'text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/assets/missing-1.js').set('Accept-Encoding', 'br')).status).toBe(404);
  });
});

describe('page paths', () => {
  it('answers a route of the app with 200 and its page, an unknown path with 404 and the not-found page', async () => {
    for (const known of ['/', '/billing', '/auth-callback', '/meet/']) {
      const res = await request(app).get(known).set('Accept', 'text/html');
      expect(res.status, known).toBe(200);
      expect(res.text).toContain('<body></body>');
    }
    const missing = await request(app).get('/no-such-page').set('Accept', 'text/html');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.text).toContain('Page Not Found');
  });
});

/** Levels and messages of the request log lines of `app`'s requests, at debug. */
function loggedApp() {
  const lines: { level: number; msg: string }[] = [];
  const logger = createLogger('debug', { write: (line: string) => lines.push(JSON.parse(line)) });
  const logged = express();
  logged.use(requestLogging(logged, logger));
  return { lines, app: logged.use(staticApp(dist)) };
}

/** Starts downloading `url` on a raw socket and closes it at the first bytes, as a navigating browser does. */
async function abortDownload(app: express.Express, url: string, encoding: string) {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: ${encoding}\r\n\r\n`);
  await new Promise<void>((resolve) => socket.once('data', () => resolve()));
  socket.destroy();
  return server;
}

describe('browser aborts', () => {
  it.each(['br', 'identity'])('are logged at debug, never as errors (%s)', async (encoding) => {
    const { lines, app } = loggedApp();
    const server = await abortDownload(app, bigAssetPath, encoding);
    try {
      await expect
        .poll(() => lines.map((line) => line.msg), { timeout: 10_000 })
        .toContain('request aborted');
      expect(lines.find((line) => line.msg === 'request aborted')?.level).toBe(20);
      expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('app pages', () => {
  it("sends a route's page, compressed when the client accepts it", async () => {
    const page = await request(app)
      .get('/dashboard/')
      .set('Accept', 'text/html')
      .set('Accept-Encoding', 'br')
      .buffer(true);
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('shell');
  });

  it('answers an unknown path, or one that tries to leave the pages folder, with the not-found page', async () => {
    for (const unknown of ['/no-such-page', '/404', '/..%2fpages/dashboard', '/a/../../etc/passwd']) {
      const page = await request(app).get(unknown).set('Accept', 'text/html');
      expect(page.status, unknown).toBe(404);
      expect(page.text).toContain('Page Not Found');
    }
  });
});

describe("the install's identity in its pages", () => {
  it('with an external provider, serves the variant made for one, naming its host from the first byte', async () => {
    const external = express().use(staticApp(dist, { providerHost: 'id.example.com' }));
    const login = await request(external).get('/login').set('Accept', 'text/html');
    expect(login.status).toBe(200);
    expect(login.text).not.toContain('password');
    expect(login.text).toContain('held by <strong>id.example.com</strong>');
    expect(login.text).toContain('<html lang="en" data-auth-provider="id.example.com"');
    // a page without a variant is the same page, told the provider's host
    const home = await request(external).get('/').set('Accept', 'text/html');
    expect(home.text).toContain('<body></body>');
  });

  it('with the embedded provider, serves the page with the password field', async () => {
    const login = await request(app).get('/login').set('Accept', 'text/html');
    expect(login.text).toContain('<input name="password">');
    expect(login.text).not.toContain('data-auth-provider');
  });

  it('never serves a variant by its own path', async () => {
    const res = await request(app).get('/@provider/login').set('Accept', 'text/html');
    expect(res.status).toBe(404);
  });
});
