import type Provider from 'oidc-provider';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
} from '../../databaseErrors.ts';

/**
 * Runs the embedded provider behind `pinPublicOrigin` (http/providerRuntime.ts): it trusts those pinned forwarding headers,
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
    const { code, message } = DATABASE_UNAVAILABLE;
    ctx.status = 503;
    ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    ctx.body = { error: { code, message } };
  });
}
