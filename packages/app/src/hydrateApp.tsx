import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import type { AppRouter } from './router.ts';

/**
 * Hydrates the prerendered page (or renders the signed-in pages' light shell anew). A module of its
 * own, imported by the entry in a task after the router's: React DOM's evaluation is not part of the
 * same long task.
 */
export function hydrateApp(rootElement: HTMLElement, router: AppRouter): void {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Both in a transition, which React renders in slices that yield to the browser: a press while a
  // prerendered page hydrates waits for a slice, not for the whole page (the press itself reaches React
  // only once its part has hydrated: earlyInput.ts). A lazy part's Suspense boundary keeps its HTML and
  // hydrates when its code comes (the home page's lower sections as they come into view). The signed-in
  // pages' light shell is replaced.
  startTransition(() => {
    if (rootElement.hasAttribute('data-prerendered')) hydrateRoot(rootElement, app);
    else createRoot(rootElement).render(app);
  });
}
