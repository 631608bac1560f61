import { createHash, timingSafeEqual } from 'node:crypto';
import { type Request, type Response, Router } from 'express';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `POST /operator/backup`: the running embedded database, dumped consistently, for `pnpm backup` on the
 * same machine. Its bearer token is the file `operator-token` in DATA_DIR, so only who can read the data
 * can copy it; not part of the public api.
 */
export function createOperatorBackupRouter(token: string, dump: () => Promise<Blob>): Router {
  const expected = digest(`Bearer ${token}`);
  const router = Router();
  router.post('/operator/backup', async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    if (!timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
      res
        .status(401)
        .json({ error: { code: 'unauthorized', message: 'The operator token of DATA_DIR is required' } });
      return;
    }
    const backup = Buffer.from(await (await dump()).arrayBuffer());
    res.type('application/gzip').send(backup);
  });
  return router;
}
