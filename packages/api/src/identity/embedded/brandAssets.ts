import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Router } from 'express';

export const FAVICON_ROUTE = '/assets/favicon.svg';
/** Beside the stylesheet, which loads it by this relative name. */
export const FONT_ROUTE = '/assets/inter-latin.woff2';

/** The WinHub mark, the same as the app's favicon and logo. */
export const BRAND_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#5b6cff"/><path d="M7 10l3.5 12L16 12l5.5 10L25 10" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>';

const fontFile = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);

/** The provider screens' icon and font, so they look like the rest of WinHub. */
export function brandAssets(): Router {
  const router = Router();
  const font = readFileSync(fontFile);
  router.get(FAVICON_ROUTE, (_req, res) => {
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(BRAND_MARK_SVG);
  });
  router.get(FONT_ROUTE, (_req, res) => {
    res.type('font/woff2').set('Cache-Control', 'public, max-age=31536000, immutable').send(font);
  });
  return router;
}
