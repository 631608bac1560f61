import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
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
