import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Hashed build output: its name changes with its content, so it never needs revalidating. */
export const immutableAssetCacheControl = 'public, max-age=31536000, immutable';

const encodedFile = { br: '.br', gzip: '.gz' } as const;

/** Brotli is smaller, so it wins over gzip whatever order the client lists them in. */
export function preferredEncoding(req: Request): keyof typeof encodedFile | undefined {
  if (!req.headers['accept-encoding']) return undefined;
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return undefined;
}

/**
 * Serves the `.br`/`.gz` siblings the app build writes next to each `/assets/*` file, when the
 * client accepts them. Only the built app goes through here, so `/api` answers stay uncompressed.
 */
export function precompressedAssets(distDir: string): RequestHandler {
  const assetsDir = path.join(distDir, 'assets');
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/assets/')) return next();
    const file = path.join(distDir, req.path);
    if (!file.startsWith(assetsDir + path.sep) || !existsSync(file)) return next();
    res.vary('Accept-Encoding');
    const encoding = preferredEncoding(req);
    if (!encoding) return next();
    const compressed = file + encodedFile[encoding];
    if (!existsSync(compressed)) return next();
    res.setHeader('Content-Encoding', encoding);
    res.type(path.extname(file));
    res.sendFile(
      compressed,
      { cacheControl: false, headers: { 'Cache-Control': immutableAssetCacheControl } },
      (err) => {
        // the browser went away (navigated, closed the tab): request logging notes the abort at debug
        if (err && !res.headersSent && (err as NodeJS.ErrnoException).code !== 'ECONNABORTED') next(err);
      },
    );
  };
}
