import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import express, { type Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress, mailboxPageGuard } from '../../src/http/loopbackOnly.ts';
import { mailTo } from '../helpers/mailbox.ts';
import { createTestApp, signUpUser, type TestApp } from '../helpers/testApp.ts';

interface Answer {
  status: number;
  type: string;
  body: string;
}

/**
 * Hands `handler` a GET whose socket says it came from `remoteAddress`, in this process: no traffic
 * leaves the machine, and the request is seen exactly as one from that address would be.
 */
function requestFrom(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  remoteAddress: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress });
  const req = new IncomingMessage(socket);
  req.method = 'GET';
  req.url = url;
  req.headers = { host: 'localhost', ...headers };
  req.push(null);
  const res = new ServerResponse(req);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    res.write = ((chunk: string | Buffer) => {
      chunks.push(Buffer.from(chunk));
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: string | Buffer) => {
      if (chunk) chunks.push(Buffer.from(chunk));
      resolve({
        status: res.statusCode,
        type: String(res.getHeader('content-type') ?? ''),
        body: Buffer.concat(chunks).toString(),
      });
      return res;
    }) as typeof res.end;
    handler(req, res);
  });
}

describe('the embedded mailbox answers this machine only', () => {
  it('counts 127.0.0.0/8, ::1 and IPv4-mapped 127.x as this machine, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [
      '192.168.1.20',
      '10.0.0.5',
      '::ffff:192.168.1.20',
      '::2',
      'fe80::1',
      '128.0.0.1',
      '',
      undefined,
      '127.0.0.1.evil',
    ])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });

  let t: TestApp;
  let app: Express;
  beforeAll(async () => {
    // the proxy in front is trusted: its headers still never make a request local
    t = await createTestApp({ env: { TRUST_PROXY: '2' } });
    app = t.app;
    // the sign-up's mail leaves through the outbox a moment later: the mailbox holds it once it has come
    await mailTo(t, (await signUpUser(t)).email);
  });
  afterAll(() => t.close());

  it('refuses the api with a 403 JSON body from another address, forwarded headers or not', async () => {
    const spoofed: Record<string, string>[] = [
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
    ];
    for (const headers of spoofed) {
      for (const path of ['/api/mailbox', '/api/mailbox/00000000-0000-0000-0000-000000000000']) {
        const answer = await requestFrom(app, '192.168.1.20', path, {
          accept: 'application/json',
          ...headers,
        });
        expect(answer.status).toBe(403);
        expect(answer.type).toMatch(/application\/json/);
        expect(JSON.parse(answer.body).error.code).toBe('mailbox_local_only');
      }
    }
    const mapped = await requestFrom(app, '::ffff:10.1.2.3', '/api/mailbox');
    expect(mapped.status).toBe(403);
  });

  it('answers this machine (IPv4, IPv6, IPv4-mapped) with the mail', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answer = await requestFrom(app, address, '/api/mailbox', { accept: 'application/json' });
      expect(answer.status, address).toBe(200);
      expect(JSON.parse(answer.body).messages.length).toBeGreaterThan(0);
    }
  });

  it('refuses the mailbox page from another address with a plain page, and passes this machine on', async () => {
    const page = express()
      .use('/mailbox', mailboxPageGuard)
      .use((_req, res) => {
        res.send('the app');
      });
    const refused = await requestFrom(page, '203.0.113.7', '/mailbox', { 'x-forwarded-for': '127.0.0.1' });
    expect(refused.status).toBe(403);
    expect(refused.type).toMatch(/text\/html/);
    expect(refused.body).toContain('<h1>Mailbox: this machine only</h1>');
    const passed = await requestFrom(page, '127.0.0.1', '/mailbox');
    expect([passed.status, passed.body]).toEqual([200, 'the app']);
  });
});
