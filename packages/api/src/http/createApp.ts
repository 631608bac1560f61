import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { AppConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { MOUNTS } from '../routes/routePath.ts';
import { jsonBody } from './bodyParsing.ts';
import { apiNotFound, errorHandler } from './errorHandler.ts';
import { oneLayer } from './oneLayer.ts';
import { requestLogging } from './requestLogging.ts';

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

/** A mount path Express matches as written (no parameters or patterns): a prefix test is as good. */
const PLAIN_PATH = /^[\w\-./]*$/;

/**
 * The mounts in a router of their own that a request under none of their paths passes with one test, not a
 * match against each of their layers: the api's requests are under none of the own-body mounts. The test
 * only lets by what Express would never match (its matching ignores case; a URL not starting with `/` is
 * left to it).
 */
function mountedTogether(mounts: Mount[]): RequestHandler {
  const router = express.Router();
  for (const { path, handlers } of mounts) router.use(path, ...handlers);
  if (mounts.some(({ path }) => !PLAIN_PATH.test(path))) return router;
  const prefixes = mounts.map(({ path }) => path.replace(/[.-]/g, '\\$&')).join('|');
  const mayBeUnder = new RegExp(`^(?:${prefixes})`, 'i');
  return (req, res, next) => {
    if (req.url.startsWith('/') && !mayBeUnder.test(req.url)) return next();
    router(req, res, next);
  };
}

/** The Express app: the order every request goes through, the one JSON parser, the 404s and errors. */
export function createApp(parts: AppParts, benchOnly: { without?: AppLayer } = {}): Express {
  const kept = (layer: AppLayer) => benchOnly.without !== layer;
  const app = express();
  app.disable('x-powered-by');
  // api answers are per person or fixed, pages carry a per-response nonce: a hashed ETag would match nothing
  app.disable('etag');
  app.set('trust proxy', parts.config.trustProxy);
  const { metrics, securityHeaders } = parts.everyRequest;
  const everyRequest: RequestHandler[] = [];
  if (kept('request logging')) everyRequest.push(requestLogging(app, parts.logger));
  if (metrics && kept('metrics')) everyRequest.push(metrics);
  if (kept('security headers')) everyRequest.push(securityHeaders);
  if (kept('own-body mounts')) everyRequest.push(mountedTogether(parts.ownBodies));
  app.use(oneLayer(everyRequest));
  if (kept('json body')) app.use(MOUNTS.api, jsonBody(parts.config.jsonLimit));
  mountAll(app, parts.api);
  app.use(MOUNTS.api, apiNotFound);
  mountAll(app, parts.outside);
  app.use(errorHandler(parts.logger));
  return app;
}
