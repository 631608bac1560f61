import { createMemoryHistory } from '@tanstack/react-router';
import { darkTheme } from '@winhub/tokens';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './App.tsx';
import { type LazyQueryClient, lazyQueryClient } from './api/lazyQueryClient.ts';
import { createAppRouter } from './router.ts';
import { prerenderForProvider } from './session/servedIdentity.ts';
import { createBrowserSession } from './session/session.ts';

// The prerender step's entry (build-steps/prerender.ts): built for Node with the browser's module
// conditions, so the router renders exactly the tree the browser hydrates.

// The browser build of the router notes itself on `self`, a browser global Node does not define.
(globalThis as { self?: unknown }).self ??= globalThis;

// a session that is never asked (a render reads the hydration snapshot) and a query cache per page
const routerAt = (path: string, queryClient: LazyQueryClient = lazyQueryClient()) =>
  createAppRouter(
    { session: createBrowserSession(), queryClient },
    {
      history: createMemoryHistory({ initialEntries: [path] }),
      origin: 'http://localhost',
    },
  );

/** The theme class of `<html>`: on it from the first paint, not from when the scripts have run. */
export const documentClassName = darkTheme;

/**
 * A route's HTML with every lazy part (Suspense) resolved; with `providerHost`, as the page is served
 * when an external provider with that host holds the passwords.
 */
export async function renderPage(path: string, providerHost: string | null = null): Promise<string> {
  prerenderForProvider(providerHost);
  const queryClient = lazyQueryClient();
  const router = routerAt(path, queryClient);
  await router.load();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      // whole: no part left for an inline script to reveal later (the CSP allows none); a page that
      // cannot render here is a build error (React would leave it to the browser)
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    if (errors.length)
      throw new AggregateError(
        errors,
        `prerendering ${path} failed: ${errors.join('; ')} (a render runs at build time too: read window ` +
          'and storage in effects or event handlers, the stored token through useTokenStored)',
      );
    return html;
  } finally {
    // its garbage-collection timers would keep the build process alive
    queryClient.current?.clear();
    prerenderForProvider(null);
  }
}

/** The ids of the routes a path renders (their chunks are preloaded with its page). */
export function matchedRouteIds(path: string): string[] {
  return routerAt(path)
    .matchRoutes(path)
    .map((match) => match.routeId);
}

/** Every path the app routes (pathless layouts dropped). */
export function routePaths(): string[] {
  return Object.keys(routerAt('/').routesByPath).map((path) => path.replace(/(.)\/$/, '$1'));
}
