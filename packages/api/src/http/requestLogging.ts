import { randomUUID } from 'node:crypto';
import type { Express as ExpressApp, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from '../logger.ts';
import { requestLineWriter } from './requestLine.ts';

declare global {
  namespace Express {
    interface Request {
      /** This request's id, echoed in `X-Request-Id` and written on its log lines. */
      id: string;
      /** A logger bound to this request, made the first time a handler logs. */
      log: Logger;
    }
  }
}

const SAFE_REQUEST_ID = /^[\w.-]{1,100}$/;

const requestIdOf = (req: Request): string => {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
};

/** The path without the query string, which may carry secrets. */
const pathOf = (req: Request): string => {
  const url = req.originalUrl;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/** When a request came in, for its line's response time. */
const STARTED = Symbol('requestStarted');
type TimedResponse = Response & { [STARTED]: number };

/**
 * Request id (a safe incoming X-Request-Id, else a fresh UUID) echoed back, and one log line per
 * request. The line holds only id, method, path, status and time, never headers, bodies or query
 * strings (`requestLine.ts`); no per-request child logger is made unless a handler uses `req.log`. One
 * listener shared by every response, no closure per request. Gives `app`'s requests their `req.log`
 * and answers the middleware, for the app to run first.
 */
export function requestLogging(app: ExpressApp, logger: Logger): RequestHandler {
  const writeRequestLine = requestLineWriter(logger);
  Object.defineProperty(app.request, 'log', {
    get(this: Request) {
      const log = logger.child({ req: { id: this.id, method: this.method, url: pathOf(this) } });
      Object.defineProperty(this, 'log', { value: log });
      return log;
    },
  });
  function writeLine(this: TimedResponse) {
    const req = this.req;
    const { statusCode } = this;
    // a browser that stops loading (`/assets/*` on navigation) is routine, not a server failure
    const level = !this.writableEnded ? 'debug' : statusCode >= 500 ? 'error' : 'info';
    writeRequestLine(level, {
      id: req.id,
      method: req.method,
      url: pathOf(req),
      statusCode,
      responseTime: Date.now() - this[STARTED],
    });
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const id = requestIdOf(req);
    req.id = id;
    res.setHeader('X-Request-Id', id);
    (res as TimedResponse)[STARTED] = Date.now();
    res.on('close', writeLine);
    next();
  };
}
