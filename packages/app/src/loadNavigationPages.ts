import type { AppRouter } from './router.ts';
import { whenIdle } from './whenIdle.ts';

type PagePath = keyof AppRouter['routesByPath'];

/**
 * Readies the pages `paths` name, so a press that leads there waits for no request and no script:
 * their data is asked for at once (the requests cost the page little, and wait for nothing the page
 * needs), their code evaluated one page each time the browser is idle. The data is kept as the cache
 * keeps every answer: a change made in the app refreshes it, a switch of organization drops it
 * (api/team.ts). Answers a function that stops the code's loading.
 */
export function loadNavigationPages(router: AppRouter, paths: readonly PagePath[]): () => void {
  router.options.context.queryClient.prefetchPagesData(paths);
  let stopped = false;
  let cancelIdle = () => {};
  const load = (index: number) => {
    const path = paths[index];
    if (stopped || path === undefined) return;
    cancelIdle = whenIdle(() => {
      const route = router.routesByPath[path];
      void Promise.resolve(router.loadRouteChunk(route))
        .catch(() => undefined)
        .then(() => load(index + 1));
    });
  };
  load(0);
  return () => {
    stopped = true;
    cancelIdle();
  };
}
