/**
 * A failure of the HTTP layer itself (a wrong content type, a rate limit, a route that does not exist), or
 * a domain error mapped to its status: the JSON answer `{ error: { code, message, details? } }`.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const badRequest = (message: string, code = 'bad_request', details?: unknown) =>
  new HttpError(400, code, message, details);
export const unauthorized = (message = 'Authentication required', code = 'unauthorized') =>
  new HttpError(401, code, message);
export const notFound = (message = 'Not found', code = 'not_found') => new HttpError(404, code, message);
export const unsupportedMediaType = (message = 'Content-Type must be application/json') =>
  new HttpError(415, 'unsupported_media_type', message);
export const tooManyRequests = (message = 'Too many requests, please try again later') =>
  new HttpError(429, 'rate_limited', message);
