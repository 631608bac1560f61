import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { type FieldIssues, isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../contract/common.ts';
import { findUnstorableText } from '../contract/storableText.ts';
import { invalid } from '../domain/errors.ts';

const issuesOf = (error: z.ZodError): FieldIssues =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** Parses `input` with `schema` or throws a 400 `validation_error` listing every field issue. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const details = issuesOf(result.error);
    throw invalid('validation_error', details[0]?.message ?? 'Invalid request', details);
  }
  return result.data;
}

/** A malformed escape is the router's 400 to give; here it only must not throw. */
const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * A NUL or a lone surrogate reaches the path or query only percent-encoded: the HTTP parser refuses raw
 * control characters and reads other raw bytes as Latin-1 (never a surrogate). A URL without `%` is
 * passed without parsing its query or decoding its path.
 */
const unstorableInUrl = (req: Request): string | null => {
  if (!req.originalUrl.includes('%')) return null;
  return findUnstorableText(req.query, 'query') ?? (isStorableText(safeDecode(req.path)) ? null : 'path');
};

/** Where the request holds a NUL or lone surrogate (path, query or parsed body), or null. */
export const unstorableTextIn = (req: Request): string | null =>
  findUnstorableText(req.body) ?? unstorableInUrl(req);

/** The 400 of text that cannot be stored, at `path`. */
export const unstorableText = (path: string) =>
  invalid('validation_error', UNSTORABLE_TEXT_MESSAGE, [{ path, message: UNSTORABLE_TEXT_MESSAGE }]);

/** The edge rule for every surface: a NUL or lone surrogate in the path, query or parsed body is a 400. */
export function rejectUnstorableText(req: Request, _res: Response, next: NextFunction) {
  const path = unstorableTextIn(req);
  if (path !== null) throw unstorableText(path);
  next();
}
