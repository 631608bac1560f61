import type { NextFunction, Request, Response } from 'express';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
} from '../databaseErrors.ts';
import { DomainError, type DomainErrorKind } from '../domain/errors.ts';
import type { Logger } from '../logger.ts';
import { errorPageOf } from '../routes/errorPages.ts';
import { badRequest, HttpError, notFound } from './errors.ts';
import { MAX_JSON_DEPTH, TOO_DEEP_TYPE } from './jsonDepth.ts';

interface BodyParserError {
  status: number;
  type: string;
}

const isBodyParserError = (error: unknown): error is BodyParserError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { status?: unknown }).status === 'number' &&
  typeof (error as { type?: unknown }).type === 'string';

/** Maps body-parser failures (too large, malformed, bad charset) to their HTTP meaning. */
function fromBodyParser(error: BodyParserError): HttpError {
  switch (error.type) {
    case 'entity.too.large':
      return new HttpError(413, 'payload_too_large', 'Request body is too large');
    case 'entity.parse.failed':
      return new HttpError(400, 'malformed_json', 'Request body is not valid JSON');
    case TOO_DEEP_TYPE:
      return new HttpError(400, 'json_too_deep', `Request body nests deeper than ${MAX_JSON_DEPTH} levels`);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'unsupported_media_type', 'Unsupported body encoding or charset');
    default:
      return new HttpError(
        error.status >= 400 && error.status < 500 ? error.status : 400,
        'bad_request',
        'Bad request',
      );
  }
}

interface ExposedClientError {
  status: number;
  expose: true;
  error?: string;
  error_description?: string;
  message: string;
}

/** Client errors that libraries mark as safe to show (oidc-provider's SessionNotFound, InvalidRequest…). */
const isExposedClientError = (error: unknown): error is ExposedClientError => {
  const candidate = error as Partial<ExposedClientError> | null;
  return (
    candidate?.expose === true &&
    typeof candidate.status === 'number' &&
    candidate.status >= 400 &&
    candidate.status < 500
  );
};

const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_attempts: 429,
  unavailable: 503,
  payment_declined: 402,
  upstream_unavailable: 502,
};

export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) {
    const details =
      error.retryAfterSeconds === undefined ? error.details : { retryAfterSeconds: error.retryAfterSeconds };
    return new HttpError(STATUS_OF[error.kind], error.code, error.message, details);
  }
  if (isBodyParserError(error)) return fromBodyParser(error);
  // the router could not decode a path parameter (`%E0%A4%A`)
  if (error instanceof URIError) return badRequest('The address has a malformed escape', 'malformed_path');
  if (isExposedClientError(error)) {
    return new HttpError(
      error.status,
      error.error ?? 'bad_request',
      error.error_description ?? error.message,
    );
  }
  return null;
}

export function sendError(res: Response, error: HttpError): void {
  const body: { code: string; message: string; details?: unknown } = {
    code: error.code,
    message: error.message,
  };
  if (error.details !== undefined) body.details = error.details;
  res.status(error.status).json({ error: body });
}

/**
 * A refusal on a page that answers browsers with its own screen (`routes/errorPages.ts`: the identity
 * provider's): that screen, with the refusal's status. Server errors and JSON callers get JSON.
 */
function sentAsPage(req: Request, res: Response, known: HttpError, error: unknown): boolean {
  const page = errorPageOf(res);
  if (!page || known.status >= 500 || !req.accepts('html')) return false;
  res.status(known.status).set('Cache-Control', 'no-store').type('html').send(page(known, error));
  return true;
}

/**
 * The one error handler: every failure answers `{ error: { code, message, details? } }`, or the page of
 * a page that has one.
 */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const known = toHttpError(error);
    if (res.headersSent) {
      logger.error({ err: error, url: req.originalUrl }, 'error after response started');
      res.end();
      return;
    }
    if (known) {
      if (error instanceof DomainError && error.retryAfterSeconds !== undefined)
        res.set('Retry-After', String(error.retryAfterSeconds));
      if (!sentAsPage(req, res, known, error)) sendError(res, known);
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ method: req.method, url: req.originalUrl }, 'database unavailable');
      res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      sendError(res, databaseUnavailable());
      return;
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
    sendError(res, new HttpError(500, 'internal_error', 'Something went wrong on our side'));
  };
}

export const databaseUnavailable = () =>
  new HttpError(503, DATABASE_UNAVAILABLE.code, DATABASE_UNAVAILABLE.message);

export const apiNotFound = (req: Request) => {
  throw notFound(`No API route for ${req.method} ${req.path}`, 'route_not_found');
};
