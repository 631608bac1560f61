import type { AppRouter } from './router.ts';
import { whenIdle } from './whenIdle.ts';

type PagePath = keyof AppRouter['routesByPath'];

/**
 * The code of the pages `paths` name, one page each time the browser is idle, so a press that leads
 * there waits for no script (only for the page's data if it is not in the cache yet). Code only: their
 * data would be asked for while the person reads this page, and may change before they go. Answers a
 * function that stops it.
 */
export function loadPagesCodeWhenIdle(router: AppRouter, paths: readonly PagePath[]): () => void {
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
