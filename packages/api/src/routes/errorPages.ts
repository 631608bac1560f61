import type { RequestHandler, Response } from 'express';

/** A refusal as the error handler (http) answers it. */
export interface AnsweredFailure {
  status: number;
  code: string;
  message: string;
}

/**
 * The page a browser gets for a refused request (4xx), instead of the JSON error: `failure` as the error
 * handler mapped it, `error` as thrown. Callers asking for JSON still get JSON.
 */
export type ErrorPage = (failure: AnsweredFailure, error: unknown) => string;

interface ErrorPageLocals {
  errorPage?: ErrorPage;
}

/** From here on, this request's refusals are answered to a browser with `page`. */
export function answerRefusalsWith(res: Response, page: ErrorPage): void {
  (res.locals as ErrorPageLocals).errorPage = page;
}

/** Answers a browser's refusals with `page` on every path below it (a mount's first handler). */
export const refusalsAsPage =
  (page: ErrorPage): RequestHandler =>
  (_req, res, next) => {
    answerRefusalsWith(res, page);
    next();
  };

/** The page this request's refusals are answered with, if any. */
export const errorPageOf = (res: Response): ErrorPage | undefined =>
  (res.locals as ErrorPageLocals).errorPage;
