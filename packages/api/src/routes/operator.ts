import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { bearerSecretCheck } from './bearerSecret.ts';

/** What the operator commands ask the running server for. */
export interface OperatorActions {
  /** The embedded database only: a consistent dump of it. */
  dump?: () => Promise<Blob>;
  deactivate: (email: string) => Promise<{ email: string; sessionsEnded: number } | null>;
}

/**
 * The operator commands' way into a running server on the same machine (not part of the public api):
 * `POST /operator/backup` dumps the running embedded database for `pnpm backup`, `POST /operator/deactivate`
 * deactivates a person for `pnpm deactivate`. Their bearer token is the file `operator-token` in
 * DATA_DIR, so only who can read the data can use them.
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
  const { dump } = actions;
  if (dump) {
    router.post('/operator/backup', async (_req: Request, res: Response) => {
      res.type('application/gzip').send(Buffer.from(await (await dump()).arrayBuffer()));
    });
  }
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
