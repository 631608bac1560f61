import { createServer, get, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { presetHeaders } from '../../src/http/presetHeaders.ts';

const HEADERS = [
  ['Content-Security-Policy', "default-src 'self';frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Permissions-Policy', 'camera=(), usb=()'],
] as const;

/** The raw header lines (names as written, in order) of one answer written by `handle`. */
async function rawHeadersOf(handle: (res: ServerResponse) => void): Promise<string[]> {
  const server = createServer((_req, res) => {
    res.setHeader('X-Request-Id', 'first');
    handle(res);
    res.setHeader('Content-Type', 'application/json');
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string[]>((resolve, reject) => {
      get({ port, host: '127.0.0.1', path: '/' }, (res) => {
        res.resume();
        resolve(res.rawHeaders.filter((_, index) => res.rawHeaders[index - 1] !== 'Date'));
      }).on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('presetHeaders', () => {
  const preset = presetHeaders(HEADERS);
  const setEach = (res: ServerResponse) => {
    for (const [name, value] of HEADERS) res.setHeader(name, value);
  };

  it('writes the same header lines, in the same order, as setHeader for each', async () => {
    const expected = await rawHeadersOf(setEach);
    expect(expected).toContain('X-Frame-Options');
    expect(await rawHeadersOf(preset)).toEqual(expected);
  });

  it('leaves them to getHeader, setHeader and removeHeader as setHeader would', async () => {
    const change = (set: (res: ServerResponse) => void) => (res: ServerResponse) => {
      set(res);
      expect(res.getHeader('x-content-type-options')).toBe('nosniff');
      res.removeHeader('X-Frame-Options');
      res.setHeader('Content-Security-Policy', "frame-ancestors 'self'");
      res.appendHeader('Permissions-Policy', 'midi=()');
    };
    const expected = await rawHeadersOf(change(setEach));
    expect(expected).not.toContain('X-Frame-Options');
    expect(await rawHeadersOf(change(preset))).toEqual(expected);
    // each answer gets its own: what one changed is not on the next
    expect(await rawHeadersOf(preset)).toEqual(await rawHeadersOf(setEach));
  });

  it('refuses at start a value setHeader would refuse', () => {
    expect(() => presetHeaders([['X-Bad', 'line\r\nbreak']])).toThrow();
  });
});
