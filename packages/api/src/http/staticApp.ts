import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, Router } from 'express';

const isAppPath = (pathname: string) =>
  !pathname.startsWith('/api/') && pathname !== '/api' && !pathname.startsWith('/oidc');

/** Serves the built app; GETs of other non-api, non-provider paths get index.html (client-side routes). */
export function staticApp(distDir: string): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    if (!isAppPath(req.path) || !req.accepts('html')) return next();
    if (!existsSync(indexFile)) {
      res
        .status(503)
        .type('text')
        .send('The app is not built yet: run `pnpm start` from the repository root.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
