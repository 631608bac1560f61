import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middleware that every request passes, run one after another as a single Express layer: each layer
 * of Express's router costs a request a path match, a prefix trim and a `next` of its own. As in the
 * router, a handler's throw, rejected promise or `next(error)` goes to the next error handler (none of
 * these is one), `next('router')` leaves the app's router, and `next('route')` goes on like `next()`.
 */
export function oneLayer(handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown) => {
      const handler = handlers[index];
      if ((error && error !== 'route') || !handler) return next(error === 'route' ? undefined : error);
      index += 1;
      try {
        const answer: unknown = handler(req, res, step);
        // an async handler's rejection goes to the error handler, as Express 5's router sends it
        if (answer instanceof Promise)
          answer.catch((rejection: unknown) => next(rejection ?? new Error('Rejected promise')));
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
