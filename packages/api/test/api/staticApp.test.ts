import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticApp } from '../../src/http/staticApp.ts';

const script = `export const greeting = '${'hello '.repeat(200)}';\n`;
const assetPath = '/assets/index-AbC123.js';
let dist: string;
let app: express.Express;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'winhub-dist-'));
  await mkdir(path.join(dist, 'assets'));
  const file = path.join(dist, assetPath);
  await writeFile(file, script);
  await writeFile(`${file}.br`, brotliCompressSync(script));
  await writeFile(`${file}.gz`, gzipSync(script));
  await writeFile(path.join(dist, 'index.html'), '<html><head></head><body></body></html>');
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

  it('never caches index.html and answers a missing asset with 404', async () => {
    const page = await request(app).get('/dashboard').set('Accept', 'text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/assets/missing-1.js').set('Accept-Encoding', 'br')).status).toBe(404);
  });
});
