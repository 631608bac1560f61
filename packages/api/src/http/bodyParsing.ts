import express, { type NextFunction, type Request, type Response } from 'express';
import { rejectUnstorableText, unstorableText, unstorableTextIn } from '../routes/parse.ts';
import { unsupportedMediaType } from './errors.ts';
import { refuseDeepJson } from './jsonDepth.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A body that is present must be JSON (415 otherwise); bodyless requests pass. */
export function requireJsonContentType(req: Request, _res: Response, next: NextFunction) {
  const empty = req.get('content-length') === '0';
  if (METHODS_WITH_BODY.has(req.method) && !empty && req.is('application/json') === false) {
    throw unsupportedMediaType();
  }
  next();
}

/**
 * JSON objects and arrays only, up to `limit` (413 beyond, 400 when malformed, nested deeper than 64 levels
 * or holding unstorable text); methods without a body skip the parser, their query and path are still checked.
 * One middleware, not three in a row: each layer a request passes costs it the router's matching.
 */
export function jsonBody(limit: string) {
  const parseJson = express.json({ limit, strict: true, verify: refuseDeepJson });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!METHODS_WITH_BODY.has(req.method)) return rejectUnstorableText(req, res, next);
    requireJsonContentType(req, res, () =>
      parseJson(req, res, (error?: unknown) => {
        if (error) return next(error);
        const path = unstorableTextIn(req);
        next(path === null ? undefined : unstorableText(path));
      }),
    );
  };
}
