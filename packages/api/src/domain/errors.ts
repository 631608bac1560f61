/**
 * What a business rule refuses, in the rule's own words. Services throw these; the http layer maps each
 * kind to its status (`http/errorHandler.ts`), so services never know about HTTP.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_attempts'
  | 'unavailable'
  /** A payment the card's bank refused. */
  | 'payment_declined'
  /** A service WinHub depends on (the identity or payment provider) did not answer. */
  | 'upstream_unavailable';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** A stable machine-readable reason, e.g. `token_expired`. */
  readonly code: string;
  /** For `too_many_attempts`: when the caller may try again. */
  readonly retryAfterSeconds: number | undefined;
  /** What the caller may show besides the message (the field issues of `invalid`, a decline code…). */
  readonly details: unknown;

  constructor(
    kind: DomainErrorKind,
    code: string,
    message: string,
    extra: { retryAfterSeconds?: number; details?: unknown } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.code = code;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.details = extra.details;
  }
}

export const invalid = (code: string, message: string, details?: unknown) =>
  new DomainError('invalid', code, message, { details });
export const unauthenticated = (code: string, message: string) =>
  new DomainError('unauthenticated', code, message);
export const forbidden = (code: string, message: string) => new DomainError('forbidden', code, message);
export const notFound = (code: string, message: string) => new DomainError('not_found', code, message);
export const conflict = (code: string, message: string) => new DomainError('conflict', code, message);
export const tooManyAttempts = (code: string, message: string, retryAfterSeconds: number) =>
  new DomainError('too_many_attempts', code, message, { retryAfterSeconds });
export const unavailable = (code: string, message: string) => new DomainError('unavailable', code, message);
export const paymentDeclined = (code: string, message: string, details?: unknown) =>
  new DomainError('payment_declined', code, message, { details });
export const upstreamUnavailable = (code: string, message: string, details?: unknown) =>
  new DomainError('upstream_unavailable', code, message, { details });
