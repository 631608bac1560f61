import type { NextFunction, Request, Response } from 'express';
import type Provider from 'oidc-provider';
import { isDatabaseUnavailable } from '../databaseErrors.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from './errorHandler.ts';

/**
 * The provider builds its endpoint URLs from the request; these headers make that request say
 * PUBLIC_ORIGIN whatever Host or X-Forwarded-* the client sent (see `runEmbeddedProvider`).
 */
export function pinPublicOrigin(publicOrigin: string) {
  const { host, protocol } = new URL(publicOrigin);
  const proto = protocol.replace(':', '');
  return (req: Request, _res: Response, next: NextFunction) => {
    req.headers.host = host;
    req.headers['x-forwarded-host'] = host;
    req.headers['x-forwarded-proto'] = proto;
    req.headers['x-forwarded-for'] = req.ip;
    next();
  };
}

/**
 * Runs the embedded provider behind `pinPublicOrigin`: it trusts those pinned forwarding headers,
 * and a database outage inside it answers 503 database_unavailable like every other route.
 */
export function runEmbeddedProvider(provider: Provider): void {
  provider.proxy = true;
  const outages = new WeakSet<object>();
  provider.on('server_error', (ctx, error) => {
    if (isDatabaseUnavailable(error)) outages.add(ctx);
  });
  provider.use(async (ctx, next) => {
    await next();
    if (!outages.has(ctx)) return;
    const { status, code, message } = databaseUnavailable();
    ctx.status = status;
    ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    ctx.body = { error: { code, message } };
  });
}
