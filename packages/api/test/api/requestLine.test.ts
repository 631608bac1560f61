import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLogging } from '../../src/http/requestLogging.ts';
import { createLogger, type Logger } from '../../src/logger.ts';

type Line = Record<string, unknown>;

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** An app answering every path with the status in `?status=` (200 by default), logging to `logger`. */
async function loggedServer(logger: Logger) {
  const app = express();
  app.use(requestLogging(app, logger));
  app.use((req, res) => {
    res.status(Number(req.query.status ?? 200)).end('answer');
  });
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Asks `path` as it is written (no encoding), answers the response's request id. */
const ask = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<string>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.headers['x-request-id'])));
    })
      .on('error', reject)
      .end();
  });

const collected = () => {
  const lines: string[] = [];
  return { lines, sink: { write: (line: string) => lines.push(line) } };
};

/** The lines, once `count` are written (a line is written at its response's close). */
const written = (lines: string[], count: number) =>
  vi.waitFor(
    () => {
      expect(lines).toHaveLength(count);
      return lines.map((line) => JSON.parse(line) as Line);
    },
    { timeout: 10_000 },
  );

describe('the request log line', () => {
  it('is one JSON line per request: level, time, pid, hostname, id, method, path, status, time, message', async () => {
    const { lines, sink } = collected();
    const port = await loggedServer(createLogger('info', sink));
    const id = await ask(port, '/api/things?secret=1', { 'x-request-id': 'given-id.1' });
    const generated = await ask(port, '/api/failing?status=503');
    const parsed = await written(lines, 2);
    expect(lines.every((line) => line.endsWith('}\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    const completed = parsed.find((line) => line.msg === 'request completed');
    const errored = parsed.find((line) => line.msg === 'request errored');
    expect(Object.keys(completed ?? {})).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    expect(id).toBe('given-id.1');
    expect(completed).toMatchObject({
      level: 30,
      pid: process.pid,
      req: { id, method: 'GET', url: '/api/things' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(Object.keys((completed?.req as Line) ?? {})).toEqual(['id', 'method', 'url']);
    expect(Object.keys((completed?.res as Line) ?? {})).toEqual(['statusCode']);
    expect(completed?.time).toBeTypeOf('number');
    expect(completed?.responseTime).toBeTypeOf('number');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(errored).toMatchObject({
      level: 50,
      req: { id: generated, method: 'GET', url: '/api/failing' },
      res: { statusCode: 503 },
      msg: 'request errored',
    });
  });

  it('writes a path holding quotes and backslashes as valid JSON', async () => {
    const { lines, sink } = collected();
    const port = await loggedServer(createLogger('info', sink));
    await ask(port, '/api/a"b\\c');
    const [line] = await written(lines, 1);
    expect(line?.req).toMatchObject({ url: '/api/a"b\\c' });
  });

  it("keeps the logger's level: at warn only the 5xx lines", async () => {
    const { lines, sink } = collected();
    const port = await loggedServer(createLogger('warn', sink));
    await ask(port, '/api/fine');
    await ask(port, '/api/failing?status=500');
    const [line] = await written(lines, 1);
    expect(line).toMatchObject({ level: 50, msg: 'request errored', res: { statusCode: 500 } });
  });

  it("carries what the logger adds to each line (tracing's ids) with the same fields", async () => {
    const { lines, sink } = collected();
    const port = await loggedServer(pino({ mixin: () => ({ trace_id: 'a-trace' }) }, sink));
    await ask(port, '/api/traced');
    const [line] = await written(lines, 1);
    expect(line).toMatchObject({
      level: 30,
      trace_id: 'a-trace',
      req: { method: 'GET', url: '/api/traced' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
  });
});
