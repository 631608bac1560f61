import path from 'node:path';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { appPaths } from '../contract/appRoutes.ts';
import { appPageFor, type ServedIdentity, sendAppPage } from './appPages.ts';
import { immutableAssetCacheControl, precompressedAssets } from './precompressedAssets.ts';

/** A missing `/assets/x.js` is a 404, never the app's HTML (a module script must not get text/html). */
const hasFileExtension = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');

const isAppPath = (pathname: string) =>
  !pathname.startsWith('/api/') && pathname !== '/api' && !pathname.startsWith('/oidc');

const knownPaths = new Set<string>(appPaths);
const isKnownPage = (pathname: string) => knownPaths.has(pathname.replace(/(.)\/+$/, '$1'));

/**
 * Serves the built app (precompressed when the client accepts it, hashed assets cached for a year);
 * GETs of other non-api, non-provider paths get their route's page (prerendered HTML or the
 * signed-in shell; with an external provider its variant made for one, where there is one), and paths
 * outside the route table the not-found page with 404.
 */
export function staticApp(distDir: string, identity: ServedIdentity = { providerHost: null }): Router {
  const router = Router();
  router.use(precompressedAssets(distDir));
  router.use(
    express.static(distDir, {
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        res.setHeader('Cache-Control', hashed ? immutableAssetCacheControl : 'no-cache');
      },
    }),
  );
  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    if (!isAppPath(req.path) || hasFileExtension(req.path) || !req.accepts('html')) return next();
    const page = appPageFor(distDir, isKnownPage(req.path) ? req.path : null, identity);
    if (!page) {
      res
        .status(503)
        .type('text')
        .send('The app is not built yet: run `pnpm start` from the repository root.');
      return;
    }
    sendAppPage(req, res, page, identity);
  });
  return router;
}
