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
  /** What every request passes first, in order: the metrics' timer (when counted), the security headers. */
  everyRequest: { metrics?: RequestHandler; securityHeaders: RequestHandler };
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

/**
 * The layers every api request passes before its route, by name. `pnpm bench:api` builds the app
 * without one of them in turn to print what each costs; only code can ask for that (no setting does),
 * and an app without one of them is never served.
 */
export const APP_LAYERS = [
  'request logging',
  'metrics',
  'security headers',
  'own-body mounts',
  'json body',
] as const;
export type AppLayer = (typeof APP_LAYERS)[number];

const mountAll = (app: Express, mounts: Mount[]) => {
  for (const { path, handlers } of mounts) app.use(path, ...handlers);
};

/** The Express app: the order every request goes through, the one JSON parser, the 404s and errors. */
export function createApp(parts: AppParts, benchOnly: { without?: AppLayer } = {}): Express {
  const kept = (layer: AppLayer) => benchOnly.without !== layer;
  const app = express();
  app.disable('x-powered-by');
  // api answers are per person or fixed, pages carry a per-response nonce: a hashed ETag would match nothing
  app.disable('etag');
  app.set('trust proxy', parts.config.trustProxy);
  if (kept('request logging')) useRequestLogging(app, parts.logger);
  const { metrics, securityHeaders } = parts.everyRequest;
  if (metrics && kept('metrics')) app.use(metrics);
  if (kept('security headers')) app.use(securityHeaders);
  if (kept('own-body mounts')) mountAll(app, parts.ownBodies);
  if (kept('json body')) app.use(MOUNTS.api, jsonBody(parts.config.jsonLimit));
  mountAll(app, parts.api);
  app.use(MOUNTS.api, apiNotFound);
  mountAll(app, parts.outside);
  app.use(errorHandler(parts.logger));
  return app;
}
