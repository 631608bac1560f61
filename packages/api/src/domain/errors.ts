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
  | 'unavailable';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** A stable machine-readable reason, e.g. `token_expired`. */
  readonly code: string;
  /** For `too_many_attempts`: when the caller may try again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: DomainErrorKind, code: string, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const invalid = (code: string, message: string) => new DomainError('invalid', code, message);
export const unauthenticated = (code: string, message: string) =>
  new DomainError('unauthenticated', code, message);
export const forbidden = (code: string, message: string) => new DomainError('forbidden', code, message);
export const notFound = (code: string, message: string) => new DomainError('not_found', code, message);
export const conflict = (code: string, message: string) => new DomainError('conflict', code, message);
export const tooManyAttempts = (code: string, message: string, retryAfterSeconds: number) =>
  new DomainError('too_many_attempts', code, message, retryAfterSeconds);
export const unavailable = (code: string, message: string) => new DomainError('unavailable', code, message);
