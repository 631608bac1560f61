import type { ErrorRequestHandler } from 'express';
import { errors } from 'oidc-provider';
import { renderProviderError } from './screens.ts';

/** The status and message an error answers with (the app's own mapping), or null for an unknown error. */
export type DescribeError = (error: unknown) => { status: number; message: string } | null;

const EXPIRED_INTERACTION =
  'This sign-in page has expired or was opened in another browser. Start signing in again from WinHub.';

/**
 * Client errors on the provider's pages (a missing interaction cookie, an oversized form, a character
 * that is not allowed, a malformed address) as the provider's own screen with a way back, not JSON.
 * Server errors and callers that do not take HTML go on to the app's JSON error handler.
 */
export function providerErrorScreen(mount: string, describeError: DescribeError): ErrorRequestHandler {
  return (error, req, res, next) => {
    const known = describeError(error);
    if (!known || known.status >= 500 || res.headersSent || !req.accepts('html')) return next(error);
    const message = error instanceof errors.SessionNotFound ? EXPIRED_INTERACTION : known.message;
    res
      .status(known.status)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(renderProviderError(mount, message));
  };
}
