import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { authProviderAttribute, providerHostPlaceholder, providerPagesDir } from '../contract/servedPages.ts';
import { preferredEncoding } from './precompressedAssets.ts';

/** How the install signs people in: null with the embedded provider, else the external one's host. */
export type ServedIdentity = { providerHost: string | null };

/** A page name the app build writes: `login`, `persona-selection`, `a/b` (never `..`). */
const pageName = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/i;

/**
 * The built app's HTML for a route's path (packages/app's build writes `dist/pages/`): its
 * prerendered page or signed-in shell; for no route (null) or a route without a page, the not-found
 * page with 404. Null until the app is built.
 */
export function appPageFor(
  distDir: string,
  pathname: string | null,
  identity: ServedIdentity = { providerHost: null },
): { file: string; status: 200 | 404 } | null {
  const pagesDir = path.join(distDir, 'pages');
  const notFound = path.join(pagesDir, '404.html');
  if (!existsSync(notFound)) return null;
  if (pathname === null) return { file: notFound, status: 404 };
  const trimmed = pathname.replace(/\/+$/, '');
  const name = trimmed === '' ? 'index' : trimmed.slice(1);
  const file = path.join(pagesDir, `${name}.html`);
  if (name !== '404' && pageName.test(name) && existsSync(file)) {
    // the page as made for an external provider, where the build made one (/login: no password field)
    const variant = path.join(pagesDir, providerPagesDir, `${name}.html`);
    if (identity.providerHost !== null && existsSync(variant)) return { file: variant, status: 200 };
    return { file, status: 200 };
  }
  return { file: notFound, status: 404 };
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The install's identity in the page: with an external provider, its host on `<html>` (the app renders
 * from its first paint as it will once `/api/config` has come) and in place of the host the build's
 * provider variant was made with.
 */
function withIdentity(html: string, { providerHost }: ServedIdentity): string {
  if (providerHost === null) return html;
  const host = escapeAttribute(providerHost);
  return html
    .replaceAll(providerHostPlaceholder, host)
    .replace('<html lang="en"', `<html lang="en" ${authProviderAttribute}="${host}"`);
}

/**
 * Sends a page with this response's CSP nonce (react-aria reads `<meta name="csp-nonce">` for the
 * `<style>` elements it adds; the page's own inline `<script>` and `<style>` carry it) and the install's
 * identity mode (withIdentity), compressed when the client accepts it; never cached.
 */
export function sendAppPage(
  req: Request,
  res: Response,
  page: { file: string; status: number },
  identity: ServedIdentity = { providerHost: null },
): void {
  const nonce = String(res.locals.cspNonce ?? '');
  const html = withIdentity(readFileSync(page.file, 'utf8'), identity)
    .replace('<head>', `<head>\n<meta name="csp-nonce" nonce="${nonce}">`)
    .replaceAll('<script>', `<script nonce="${nonce}">`)
    .replace(/<style(?=[ >])/g, `<style nonce="${nonce}"`);
  res.status(page.status).type('html').vary('Accept-Encoding').setHeader('Cache-Control', 'no-cache');
  const encoding = preferredEncoding(req);
  if (encoding === 'br') {
    res.setHeader('Content-Encoding', 'br');
    res.send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (encoding === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(gzipSync(html));
  } else {
    res.send(html);
  }
}
