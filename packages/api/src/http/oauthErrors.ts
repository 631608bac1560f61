import type { NextFunction, Request, Response } from 'express';
import type { OAuthError } from '../contract/suite.ts';
import { toHttpError } from './errorHandler.ts';

const OAUTH_ERRORS = new Set<OAuthError['error']>([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
]);

/** A token endpoint answers its failures the OAuth way (RFC 6749 §5.2): `{ error, error_description }`. */
export function oauthErrors(error: unknown, _req: Request, res: Response, next: NextFunction) {
  const known = toHttpError(error);
  if (!known || known.status >= 500) return next(error);
  const code = OAUTH_ERRORS.has(known.code as OAuthError['error'])
    ? (known.code as OAuthError['error'])
    : known.status === 401
      ? 'invalid_client'
      : 'invalid_request';
  if (code === 'invalid_client') res.set('WWW-Authenticate', 'Basic realm="WinHub services"');
  const body: OAuthError = { error: code, error_description: known.message };
  const kept = [413, 415, 429].includes(known.status) ? known.status : 400;
  res
    .status(code === 'invalid_client' ? 401 : kept)
    .set('Cache-Control', 'no-store')
    .json(body);
}
