import type { AppRouter } from './router.ts';
import { whenIdle } from './whenIdle.ts';

/** The pages the signed-in header and the dashboard lead to. */
const signedInPages = ['/dashboard', '/billing', '/settings', '/upgrade'] as const;

/**
 * Once a signed-in page has settled (the browser is idle), the code of the pages its header and
 * dashboard lead to runs, so a page change waits for its data alone (itself preloaded on intent).
 * Answers a function that cancels it.
 */
export function preloadSignedInPages(router: AppRouter): () => void {
  return whenIdle(() => {
    for (const path of signedInPages) {
      const component = router.routesByPath[path]?.options.component as
        | { preload?: () => Promise<void> }
        | undefined;
      component?.preload?.().catch(() => undefined);
    }
  });
}
