import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  providerHostPlaceholder,
  providerPagesDir,
  providerVariantPaths,
} from '@winhub/api/contract/servedPages';
import type { Plugin } from 'vite';
import { holdEarlyInput, hydratedEvent } from '../src/earlyInput.ts';
import { loadAfterPaint } from '../src/loadAfterPaint.ts';
import { navigationPages } from '../src/navigationPages.ts';
import { prerenderedPaths } from '../src/prerenderedPaths.ts';
import { hasStoredSessionToken } from '../src/session/store.ts';

/** Rendered for a path no route matches; the server answers unknown paths with it (404). */
const notFoundProbe = '/__not-found__';
/** The root route's lazily loaded not-found component (a chunk of its own). */
const notFoundModule = 'src/pages/NotFoundPage.tsx';

/** What the SSR build of `src/entryServer.tsx` exports. */
type ServerEntry = {
  documentClassName: string;
  renderPage: (path: string, providerHost?: string | null) => Promise<string>;
  matchedRouteIds: (path: string) => string[];
  routePaths: () => string[];
};

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** Inline in the head of a page that hydrates, before its code; the server gives it the response's CSP nonce. */
const earlyInputScript = `<script>(${holdEarlyInput.toString()})(${JSON.stringify(hydratedEvent)},${hasStoredSessionToken.toString()})</script>`;

/**
 * The rule react-aria's usePress adds to the head (an element with this id) as its first pressable part
 * mounts, as it writes it. In the page from the start: added by script, a stylesheet put before the
 * others makes the browser recompute every element's style and layout (a task of 150 ms at 4× CPU on
 * the home page, right after it hydrates); react-aria adds none when the element is there.
 */
const pressableStyle =
  '<style id="react-aria-pressable-style">@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}</style>';

/** `dist/pages/<name>.html` for a path: `/` → index, `/a/b` → a/b. */
export const pageName = (pathname: string) => (pathname === '/' ? 'index' : pathname.slice(1));

/** The JS files a chunk needs: itself and its static imports, transitively. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** The signed-in pages' layout route (src/routes/_signedIn.tsx), whose header holds the navigation. */
const signedInLayoutId = '/_signedIn';

/** A file route's id names its source: `/` → src/routes/index.tsx, `/_signedIn/billing` → …/billing.tsx. */
const routeSource = (routeId: string) => `src/routes${routeId.replace(/\/$/, '/index')}.tsx`;

/**
 * The modules the entry imports after yielding to the browser (src/main.tsx): every page needs them
 * before it renders.
 */
const entryStages = ['src/router.ts', 'src/hydrateApp.tsx'];

/**
 * The chunks a page loads before it renders (the entry's, its later stages', its routes' split
 * components), announced as modulepreload so the browser fetches them all with the HTML: a request
 * chain one level deep.
 */
function routePreloads(manifest: Manifest, routeIds: string[], notFound: boolean): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = closure(manifest, entryKey ? [entryKey] : []);
  const sources = routeIds.map(routeSource);
  const keys = Object.keys(manifest).filter((key) =>
    sources.some((source) => key.startsWith(`${source}?tsr-split=`)),
  );
  for (const stage of entryStages)
    if (!manifest[stage]) throw new Error(`prerender: ${stage} is not a chunk the entry imports`);
  keys.push(...entryStages);
  if (notFound) keys.push(notFoundModule);
  return [...closure(manifest, keys)].filter((file) => !inEntry.has(file));
}

type PageParts = {
  body: string;
  /** The stylesheet's text: a prerendered page carries it inline, so its first paint waits for nothing. */
  css: string;
  hydrate: boolean;
  preloads: string[];
  /** Code fetched at low priority for a later page (a signed-in page's navigation), not evaluated. */
  prefetches?: string[];
  font: string | undefined;
  documentClassName: string;
  /** The page's own `<title>` element; the template's stays where there is none. */
  title?: string;
};

/**
 * The page's `<title>`: React writes the hoistable elements a tree renders (`<title>` here) ahead of
 * its HTML; in the head, the browser shows it and React takes it over as it hydrates.
 */
function takeTitle(pathname: string, rendered: string): { title: string; body: string } {
  const leading = /^((?:<(?:meta|link)\b[^>]*>)*)(<title>[^<]*<\/title>)/.exec(rendered);
  if (!leading?.[2])
    throw new Error(`prerender: ${pathname} renders no <title> (each page renders a PageTitle)`);
  return { title: leading[2], body: (leading[1] ?? '') + rendered.slice(leading[0].length) };
}

const moduleScriptTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const stylesheetTag = /\s*<link rel="stylesheet" crossorigin href="[^"]+">/;

/**
 * A prerendered page paints from its HTML and inline CSS alone: the template's entry script and
 * module preloads become one inline script that asks for them after the first paint. Its web fonts
 * are `optional`: text that painted in the metric-matched fallback keeps it for this visit instead of
 * shifting when the font arrives (the next visit finds the font in the cache).
 */
function paintFirst(template: string, preloads: string[], css: string): string {
  const entry = moduleScriptTag.exec(template)?.[1];
  if (!entry) throw new Error('prerender: the template has no entry script');
  const modules = [
    ...preloads.map((file) => `/${file}`),
    ...[...template.matchAll(modulePreloadTag)].map((m) => m[1] ?? ''),
  ];
  const loader = `<script>(${loadAfterPaint.toString()})(${JSON.stringify(entry)},${JSON.stringify(modules)})</script>`;
  return template
    .replace(moduleScriptTag, '')
    .replace(modulePreloadTag, '')
    .replace(
      stylesheetTag,
      `\n    <style>${css.replaceAll('font-display:swap', 'font-display:optional')}</style>`,
    )
    .replace('</body>', `  ${loader}\n  </body>`);
}

function page(
  template: string,
  { body, css, hydrate, preloads, prefetches = [], font, documentClassName, title }: PageParts,
): string {
  const headTags = [
    ...(hydrate ? [earlyInputScript] : []),
    pressableStyle,
    ...(font ? [`<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`] : []),
    ...(hydrate ? [] : preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)),
    ...prefetches.map((file) => `<link rel="prefetch" crossorigin href="/${file}">`),
  ];
  const root = hydrate ? `<div id="root" data-prerendered>${body}</div>` : `<div id="root">${body}</div>`;
  return (hydrate ? paintFirst(template, preloads, css) : template)
    .replace('<html lang="en">', `<html lang="en" class="${documentClassName}">`)
    .replace(
      /<title>[^<]*<\/title>/,
      (templateTitle) => `${headTags.join('\n    ')}\n    ${title ?? templateTitle}`,
    )
    .replace('<div id="root"></div>', root);
}

async function writePages(server: ServerEntry, clientDir: string): Promise<void> {
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const stylesheet = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/.exec(template)?.[1];
  if (!stylesheet) throw new Error('prerender: the template has no stylesheet');
  const css = await readFile(path.join(clientDir, stylesheet), 'utf8');
  const { documentClassName } = server;
  const manifest: Manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const font = (await readdir(path.join(clientDir, 'assets')))
    .filter((file) => /^inter-core-wght-.+\.woff2$/.test(file))
    .map((file) => `assets/${file}`)[0];
  const pagesDir = path.join(clientDir, 'pages');
  await rm(pagesDir, { recursive: true, force: true });
  const write = async (name: string, html: string) => {
    const file = path.join(pagesDir, `${name}.html`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  };

  const prerendered = async (pathname: string, name: string, providerHost: string | null) => {
    const notFound = pathname === notFoundProbe;
    const preloads = routePreloads(manifest, server.matchedRouteIds(pathname), notFound);
    const { title, body } = takeTitle(pathname, await server.renderPage(pathname, providerHost));
    if (body.includes('<script'))
      throw new Error(`prerender: ${pathname} has an inline script (the CSP blocks it)`);
    await write(name, page(template, { body, css, hydrate: true, preloads, font, documentClassName, title }));
  };
  for (const pathname of [...prerenderedPaths, notFoundProbe])
    await prerendered(pathname, pathname === notFoundProbe ? '404' : pageName(pathname), null);
  // as served when an external provider holds the passwords (the server picks them, with its host)
  for (const pathname of providerVariantPaths)
    await prerendered(pathname, `${providerPagesDir}/${pageName(pathname)}`, providerHostPlaceholder);
  // Signed-in pages: a light shell (no content to prerender without a session) that preloads its chunks
  // and prefetches, at low priority, the code of the pages its navigation leads to: a press made as
  // soon as the page shows, before that code is evaluated when the browser is idle, waits for no network
  const navigationCode = routePreloads(
    manifest,
    navigationPages.flatMap((pathname) => server.matchedRouteIds(pathname)),
    false,
  );
  const shells = server.routePaths().filter((pathname) => !prerenderedPaths.includes(pathname));
  for (const pathname of shells) {
    const routeIds = server.matchedRouteIds(pathname);
    const preloads = routePreloads(manifest, routeIds, false);
    const prefetches = routeIds.includes(signedInLayoutId)
      ? navigationCode.filter((file) => !preloads.includes(file))
      : [];
    await write(
      pageName(pathname),
      page(template, { body: '', css, hydrate: false, preloads, prefetches, font, documentClassName }),
    );
  }
}

/**
 * In the SSR build of `src/entryServer.tsx`: renders the public routes into the client build's
 * `index.html` and writes `dist/pages/<route>.html` (plus `404.html` and the signed-in shells),
 * which the api server sends for each path.
 */
export function prerender(clientOutDir: string): Plugin {
  let serverOutDir = '';
  return {
    name: 'winhub-prerender',
    apply: (_config, env) => env.command === 'build' && Boolean(env.isSsrBuild),
    configResolved: (config) => {
      serverOutDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
      if (!entry) throw new Error('prerender: the SSR build has no entry chunk');
      const server: ServerEntry = await import(pathToFileURL(path.join(serverOutDir, entry.fileName)).href);
      await writePages(server, clientOutDir);
    },
  };
}
