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

/** The edge rule for every surface: a NUL or lone surrogate in the path, query or parsed body is a 400. */
export function rejectUnstorableText(req: Request, _res: Response, next: NextFunction) {
  const path =
    findUnstorableText(req.body) ??
    findUnstorableText(req.query, 'query') ??
    (isStorableText(safeDecode(req.path)) ? null : 'path');
  if (path !== null) {
    throw invalid('validation_error', UNSTORABLE_TEXT_MESSAGE, [{ path, message: UNSTORABLE_TEXT_MESSAGE }]);
  }
  next();
}
