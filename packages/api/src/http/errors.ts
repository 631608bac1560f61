export interface FieldIssue {
  path: string;
  message: string;
}

/** An error that becomes a JSON answer `{ error: { code, message, details? } }` with its status. */
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
export const forbidden = (message = 'You are not allowed to do this', code = 'forbidden') =>
  new HttpError(403, code, message);
export const notFound = (message = 'Not found', code = 'not_found') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);
export const payloadTooLarge = (message = 'Request body is too large') =>
  new HttpError(413, 'payload_too_large', message);
export const unsupportedMediaType = (message = 'Content-Type must be application/json') =>
  new HttpError(415, 'unsupported_media_type', message);
export const tooManyRequests = (message = 'Too many requests, please try again later') =>
  new HttpError(429, 'rate_limited', message);
export const serviceUnavailable = (message: string, code = 'service_unavailable') =>
  new HttpError(503, code, message);
