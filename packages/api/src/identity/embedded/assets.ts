import { createRequire } from 'node:module';
import path from 'node:path';
import { type Response, Router } from 'express';
import { BRAND_MARK_SVG, FAVICON_ROUTE, FONT_ROUTE } from './brandAssets.ts';
import { LOGOUT_SCRIPT_ROUTE } from './logoutScreen.ts';
import { LOGOUT_SCRIPT } from './logoutScript.ts';
import { PASSKEY_SCRIPT } from './passkeyScript.ts';
import { SCREENS_CSS } from './screens.css.ts';
import { PASSKEY_SCRIPT_ROUTE, SCREENS_CSS_ROUTE, WEBAUTHN_BROWSER_ROUTE } from './screens.ts';

const HOUR = 3600;
const DAY = 86_400;

const installed = createRequire(import.meta.url).resolve;
const FONT_FILE = installed('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
/** WebAuthn's browser library as one script (it defines `SimpleWebAuthnBrowser`, which the passkey script uses). */
const WEBAUTHN_BROWSER_FILE = path.join(
  installed('@simplewebauthn/browser'),
  '../../dist/bundle/index.umd.min.js',
);

const cached = (res: Response, seconds: number) => res.set('Cache-Control', `public, max-age=${seconds}`);

/** An installed file: its path runs through pnpm's `.pnpm` folder, which `sendFile` skips unless told. */
const sendInstalled = (res: Response, file: string, options: { maxAge: number; immutable?: boolean }) =>
  res.sendFile(file, { ...options, dotfiles: 'allow' });

/**
 * The files the provider's pages load, from the provider's own path (so its CSP needs no inline style or
 * script): WinHub's icon and font, the screens' stylesheet, the passkey button's script with WebAuthn's
 * browser library, and the sign-out page's script. The installed files are read when asked for.
 */
export function providerAssets(): Router {
  const router = Router();
  router.get(FAVICON_ROUTE, (_req, res) => {
    cached(res, DAY).type('image/svg+xml').send(BRAND_MARK_SVG);
  });
  router.get(FONT_ROUTE, (_req, res) => {
    sendInstalled(res, FONT_FILE, { maxAge: 365 * DAY * 1000, immutable: true });
  });
  router.get(SCREENS_CSS_ROUTE, (_req, res) => {
    cached(res, HOUR).type('css').send(SCREENS_CSS);
  });
  router.get(PASSKEY_SCRIPT_ROUTE, (_req, res) => {
    cached(res, HOUR).type('js').send(PASSKEY_SCRIPT);
  });
  router.get(WEBAUTHN_BROWSER_ROUTE, (_req, res) => {
    sendInstalled(res, WEBAUTHN_BROWSER_FILE, { maxAge: DAY * 1000 });
  });
  router.get(LOGOUT_SCRIPT_ROUTE, (_req, res) => {
    cached(res, HOUR).type('js').send(LOGOUT_SCRIPT);
  });
  return router;
}
