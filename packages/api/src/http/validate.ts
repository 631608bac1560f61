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

type Visit = { value: unknown; key: string | null; parent: Visit | null };

const pathOf = (visit: Visit | null, last?: string): string => {
  const keys: string[] = last === undefined ? [] : [last];
  for (let at = visit; at; at = at.parent) if (at.key !== null) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The path of the first string (key or value) in `value` that `isStorableText` refuses, or null. A walk
 * with its own stack, each step linked to its parent (the path is spelled only for the one it reports):
 * linear in the size of the value and never deeper on the call stack, however deep the value nests.
 */
export function findUnstorableText(value: unknown, root: string | null = null): string | null {
  const pending: Visit[] = [{ value, key: root, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (!isStorableText(visit.value)) return pathOf(visit);
      continue;
    }
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    const entries = Object.entries(visit.value);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index] as [string, unknown];
      if (!isStorableText(key)) return pathOf(visit, '(key)');
      pending.push({ value: item, key, parent: visit });
    }
  }
  return null;
}

/** The edge rule for every surface: a NUL or lone surrogate in the path, query or parsed body is a 400. */
export function rejectUnstorableText(req: Request, _res: Response, next: NextFunction) {
  const path =
    findUnstorableText(req.body) ??
    findUnstorableText(req.query, 'query') ??
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
