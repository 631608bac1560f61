import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

export type StripeReply = { status: number; body: object };
export type StripeRoutes = (request: RecordedRequest) => StripeReply | undefined;

/** A local stand-in for api.stripe.com that records every request the SDK makes. */
export async function startStripeServer(routes: StripeRoutes) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        form: new URLSearchParams(raw),
      };
      requests.push(recorded);
      const reply = routes(recorded) ?? {
        status: 404,
        body: {
          error: { type: 'invalid_request_error', message: `No route ${recorded.method} ${recorded.path}` },
        },
      };
      res.writeHead(reply.status, {
        'Content-Type': 'application/json',
        'Request-Id': `req_${requests.length}`,
      });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    options: { host: '127.0.0.1', port, protocol: 'http' as const },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
