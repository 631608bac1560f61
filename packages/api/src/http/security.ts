import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { type AppConfig, appOrigins } from '../config.ts';
import { presetHeaders } from './presetHeaders.ts';

const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

/**
 * A fresh nonce per page response, for the `<style>` elements react-aria adds (it reads
 * `<meta name="csp-nonce">`) and the page's inline script.
 */
export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
}

const pageNonce = (_req: IncomingMessage, res: ServerResponse) =>
  `'nonce-${(res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce}'`;

/** Helmet with a CSP for the app: own scripts, styles and fonts, data: images, Stripe when configured. */
function helmetFor(config: AppConfig, withPageNonce: boolean) {
  const stripe = Boolean(config.stripe.publishableKey);
  const issuerOrigin = new URL(config.identity.issuer).origin;
  const secureOrigin = config.publicOrigin.startsWith('https://');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        scriptSrc: ["'self'", ...(withPageNonce ? [pageNonce] : []), ...(stripe ? STRIPE_SCRIPTS : [])],
        styleSrc: withPageNonce ? ["'self'", pageNonce] : ["'self'"],
        // prerendered pages carry React's style attributes (custom properties); <style> still needs the nonce
        ...(withPageNonce ? { styleSrcAttr: ["'unsafe-inline'"] } : {}),
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:', ...(stripe ? ['https://*.stripe.com'] : [])],
        connectSrc: ["'self'", ...(stripe ? STRIPE_API : [])],
        frameSrc: stripe ? STRIPE_FRAMES : ["'none'"],
        formAction: ["'self'", ...new Set([issuerOrigin, ...appOrigins(config)])],
        ...(secureOrigin ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: secureOrigin,
  });
}

/**
 * The browser features a WinHub page may use: passkeys (WebAuthn) on its own origin, payment requests
 * for Stripe's frames when Stripe is configured, nothing else (no camera, microphone, location…).
 */
function permissionsPolicy(config: AppConfig): string {
  const payment = config.stripe.publishableKey ? `(self "${STRIPE_SCRIPTS[0]}")` : '()';
  return [
    'accelerometer=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    `payment=${payment}`,
    'publickey-credentials-create=(self)',
    'publickey-credentials-get=(self)',
    'usb=()',
  ].join(', ');
}

type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The headers a helmet middleware sets when none of them depends on the request, recorded once. */
function recordHeaders(middleware: HeaderMiddleware): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Pages get a per-response style nonce; api answers (JSON, never rendered) get the same headers every
 * time, so helmet builds them once at start and each answer only copies them (`presetHeaders`).
 */
export function securityHeaders(config: AppConfig) {
  const permissions = permissionsPolicy(config);
  const setApiHeaders = presetHeaders([
    ...recordHeaders(helmetFor(config, false)),
    ['Permissions-Policy', permissions],
  ]);
  const pageHeaders = helmetFor(config, true);
  return (req: Request, res: Response, next: NextFunction) => {
    // the raw URL, not `req.path` (which parses it): before any router, both start alike
    if (req.originalUrl.startsWith('/api/')) {
      setApiHeaders(res);
      return next();
    }
    res.setHeader('Permissions-Policy', permissions);
    cspNonce(req, res, () => pageHeaders(req, res, next));
  };
}
