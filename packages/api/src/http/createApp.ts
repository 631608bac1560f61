import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { AppConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { MOUNTS } from '../routes/routePath.ts';
import { jsonBody } from './bodyParsing.ts';
import { apiNotFound, errorHandler } from './errorHandler.ts';
import { useRequestLogging } from './requestLogging.ts';

/** Handlers (routers, middleware, an error translator) and the path they answer under, in order. */
export interface Mount {
  path: string;
  handlers: (RequestHandler | ErrorRequestHandler)[];
}

/** Everything the app serves, made by the composition root (`composeRouters.ts`) and mounted here. */
export interface AppParts {
  config: Pick<AppConfig, 'trustProxy' | 'jsonLimit'>;
  logger: Logger;
  /** What every request passes first, in order: the metrics' timer, the security headers. */
  everyRequest: RequestHandler[];
  /**
   * What reads its own body: the identity provider's forms, what services post (OAuth forms), signed
   * webhooks. Before the api's JSON-only parser.
   */
  ownBodies: Mount[];
  /** The JSON api: after its parser, before its 404. */
  api: Mount[];
  /** Outside the api, last: metrics, operator commands, the built app's pages. */
  outside: Mount[];
}

const mountAll = (app: Express, mounts: Mount[]) => {
  for (const { path, handlers } of mounts) app.use(path, ...handlers);
};

/** The Express app: the order every request goes through, the one JSON parser, the 404s and errors. */
export function createApp(parts: AppParts): Express {
  const app = express();
  app.disable('x-powered-by');
  // api answers are per person or fixed, pages carry a per-response nonce: a hashed ETag would match nothing
  app.disable('etag');
  app.set('trust proxy', parts.config.trustProxy);
  useRequestLogging(app, parts.logger);
  for (const handler of parts.everyRequest) app.use(handler);
  mountAll(app, parts.ownBodies);
  app.use(MOUNTS.api, jsonBody(parts.config.jsonLimit));
  mountAll(app, parts.api);
  app.use(MOUNTS.api, apiNotFound);
  mountAll(app, parts.outside);
  app.use(errorHandler(parts.logger));
  return app;
}
