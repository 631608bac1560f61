import { type Request, type Response, Router } from 'express';
import type { Registry } from 'prom-client';
import { bearerSecretCheck } from './bearerSecret.ts';

/**
 * `GET /metrics` in Prometheus's text format, for whoever holds METRICS_TOKEN (as a bearer token): the
 * figures name routes, outbox backlogs and sign-in failures, which are not the public's to read, and a
 * token works through the same port and proxy as everything else (Prometheus scrapes each instance).
 */
export function createMetricsRouter(registry: Registry, token: string): Router {
  const authorized = bearerSecretCheck(token);
  const router = Router();
  router.get('/metrics', async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    if (!authorized(req)) {
      res
        .set('WWW-Authenticate', 'Bearer realm="metrics"')
        .status(401)
        .json({
          error: { code: 'unauthorized', message: 'A valid METRICS_TOKEN bearer token is required' },
        });
      return;
    }
    res.type(registry.contentType).send(await registry.metrics());
  });
  return router;
}
