import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { ServiceConnection } from '../config/serviceConnections.ts';
import { bearerSecretCheck } from './bearerSecret.ts';

/** What the operator commands ask the running server for. */
export interface OperatorActions {
  /** The embedded database only: a consistent dump of it. */
  dump?: () => Promise<Blob>;
  /** Outside production: demo data on an empty database (null: it was not empty). */
  seed?: () => Promise<unknown[] | null>;
  deactivate: (email: string) => Promise<{ email: string; sessionsEnded: number } | null>;
  serviceConnections: () => ServiceConnection[];
}

/**
 * The operator commands' way into a running server on the same machine (not part of the public api), so
 * they never open its embedded database behind its back: `POST /operator/backup` (`pnpm backup`),
 * `POST /operator/deactivate` (`pnpm deactivate`), `POST /operator/seed` (`pnpm seed`) and
 * `GET /operator/service-credentials` (`pnpm service-credentials`, `pnpm stand-in`). Their bearer token is
 * the file `operator-token` in DATA_DIR, so only who can read the data can use them.
 */
export function createOperatorRouter(token: string, actions: OperatorActions): Router {
  const authorized = bearerSecretCheck(token);
  const router = Router();
  router.use('/operator', (req: Request, res: Response, next: NextFunction) => {
    res.set('Cache-Control', 'no-store');
    if (authorized(req)) return next();
    res.status(401).json({
      error: { code: 'unauthorized', message: 'The operator token of DATA_DIR is required' },
    });
  });
  const { dump, seed } = actions;
  if (dump) {
    router.post('/operator/backup', async (_req: Request, res: Response) => {
      res.type('application/gzip').send(Buffer.from(await (await dump()).arrayBuffer()));
    });
  }
  if (seed) {
    router.post('/operator/seed', async (_req: Request, res: Response) => {
      const accounts = await seed();
      if (!accounts) {
        res.status(409).json({
          error: { code: 'not_empty', message: 'The database already has organizations' },
        });
        return;
      }
      res.status(201).json({ accounts });
    });
  }
  router.get('/operator/service-credentials', (_req: Request, res: Response) => {
    res.json({ services: actions.serviceConnections() });
  });
  router.post('/operator/deactivate', express.json({ limit: '4kb' }), async (req: Request, res: Response) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string' || !email.includes('@') || email.length > 320) {
      res.status(400).json({ error: { code: 'validation_error', message: 'email is required' } });
      return;
    }
    const done = await actions.deactivate(email);
    if (!done) {
      res.status(404).json({ error: { code: 'not_found', message: 'No account has this address' } });
      return;
    }
    res.json(done);
  });
  return router;
}
