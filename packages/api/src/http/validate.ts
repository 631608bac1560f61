import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../contract/common.ts';
import { badRequest, type FieldIssue } from './errors.ts';

const issuesOf = (error: z.ZodError): FieldIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** Parses `input` with `schema` or throws a 400 `validation_error` listing every field issue. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const details = issuesOf(result.error);
    throw badRequest(details[0]?.message ?? 'Invalid request', 'validation_error', details);
  }
  return result.data;
}

/** Replaces `req.body` with its parsed value; 400 `validation_error` when it does not match. */
export const validateBody =
  <S extends z.ZodType>(schema: S) =>
  (req: Request, res: Response, next: NextFunction) => {
    res.locals.body = parseOrThrow(schema, req.body ?? {});
    req.body = res.locals.body;
    next();
  };

/** Stores the parsed query in `res.locals.query` (Express 5's `req.query` is read-only). */
export const validateQuery =
  <S extends z.ZodType>(schema: S) =>
  (req: Request, res: Response, next: NextFunction) => {
    res.locals.query = parseOrThrow(schema, req.query);
    next();
  };

/** The path of the first string (key or value) in `value` that `isStorableText` refuses, or null. */
export function findUnstorableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.');
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, '(key)'].join('.');
    const found = findUnstorableText(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** The edge rule for every surface: a NUL or lone surrogate in the path, query or parsed body is a 400. */
export function rejectUnstorableText(req: Request, _res: Response, next: NextFunction) {
  const path =
    findUnstorableText(req.body) ??
    findUnstorableText(req.query, ['query']) ??
    (isStorableText(safeDecode(req.path)) ? null : 'path');
  if (path !== null) {
    throw badRequest(UNSTORABLE_TEXT_MESSAGE, 'validation_error', [
      { path, message: UNSTORABLE_TEXT_MESSAGE },
    ]);
  }
  next();
}

/** A malformed escape is the router's 400 to give; here it only must not throw. */
const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};
