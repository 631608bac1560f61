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
 * Of a document's headers, those a JSON answer is also read under: no sniffing it into script or HTML,
 * no reading it from another site, framed nowhere, no referrer sent after a redirect, HTTPS pinned where
 * served over it, the browser features allowed (on every answer). Left out, as only a document reads
 * them: the opener and agent-cluster policies, DNS prefetching, the legacy IE, Flash and XSS-filter
 * switches. Fewer bytes on every api answer, each one a client parses.
 */
const KEPT_FOR_ANSWERS = new Set([
  'cross-origin-resource-policy',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
]);

/** A JSON answer's headers: the kept ones, and a policy under which it loads nothing and is framed nowhere. */
const answerHeaders = (documentHeaders: [string, string][]): [string, string][] => [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ...documentHeaders.filter(([name]) => KEPT_FOR_ANSWERS.has(name.toLowerCase())),
];

/** Under `/api/`, the one document: the api's reference page (`openapi/router.ts`), whatever its case or slash. */
const API_DOCS_PAGE = /^\/api\/docs\/?(?:\?|$)/i;

/**
 * Pages get a per-response style nonce; api answers (JSON, never rendered) get the same headers every
 * time, built once at start and only copied onto each answer (`presetHeaders`); the api's reference
 * page, a document without inline code, gets the pages' headers built once too.
 */
export function securityHeaders(config: AppConfig) {
  const permissions = permissionsPolicy(config);
  const documentHeaders: [string, string][] = [
    ...recordHeaders(helmetFor(config, false)),
    ['Permissions-Policy', permissions],
  ];
  const setAnswerHeaders = presetHeaders(answerHeaders(documentHeaders));
  const setDocsPageHeaders = presetHeaders(documentHeaders);
  const pageHeaders = helmetFor(config, true);
  return (req: Request, res: Response, next: NextFunction) => {
    // the raw URL, not `req.path` (which parses it): before any router, both start alike
    const url = req.originalUrl;
    if (url.startsWith('/api/')) {
      (API_DOCS_PAGE.test(url) ? setDocsPageHeaders : setAnswerHeaders)(res);
      return next();
    }
    res.setHeader('Permissions-Policy', permissions);
    cspNonce(req, res, () => pageHeaders(req, res, next));
  };
}
