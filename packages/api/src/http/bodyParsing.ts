import express, { type NextFunction, type Request, type Response } from 'express';
import { unsupportedMediaType } from './errors.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A body that is present must be JSON (415 otherwise); bodyless requests pass. */
export function requireJsonContentType(req: Request, _res: Response, next: NextFunction) {
  const empty = req.get('content-length') === '0';
  if (METHODS_WITH_BODY.has(req.method) && !empty && req.is('application/json') === false) {
    throw unsupportedMediaType();
  }
  next();
}

/** JSON objects and arrays only, up to `limit` (413 beyond, 400 when malformed). */
export const jsonBody = (limit: string) => [requireJsonContentType, express.json({ limit, strict: true })];
