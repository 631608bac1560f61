import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { immutableAssetCacheControl, precompressedAssets } from './precompressedAssets.ts';

/** A missing `/assets/x.js` is a 404, never the app's HTML (a module script must not get text/html). */
const hasFileExtension = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');

const isAppPath = (pathname: string) =>
  !pathname.startsWith('/api/') && pathname !== '/api' && !pathname.startsWith('/oidc');

/**
 * Serves the built app (precompressed when the client accepts it, hashed assets cached for a year);
 * GETs of other non-api, non-provider paths get index.html (client-side routes).
 */
export function staticApp(distDir: string): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
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
    if (!existsSync(indexFile)) {
      res
        .status(503)
        .type('text')
        .send('The app is not built yet: run `pnpm start` from the repository root.');
      return;
    }
    // react-aria reads the nonce of <meta name="csp-nonce"> for the <style> elements it adds
    const nonce = String(res.locals.cspNonce ?? '');
    const html = readFileSync(indexFile, 'utf8').replace(
      '<head>',
      `<head>\n<meta name="csp-nonce" nonce="${nonce}">`,
    );
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
  return router;
}
