import { useEffect } from 'react';
import { announceHydrated } from './earlyInput.ts';

/**
 * The document title of a page: "{page} · WinHub", or "WinHub" alone. Rendered as React's `<title>`,
 * which React keeps in the head: in the prerendered HTML too, and the page's own from hydration on.
 * Every page renders exactly one, at the page's own level, so its effect is also where the page
 * says it has hydrated (the router's boundaries above it hydrate before it, in commits of their own).
 */
export function PageTitle({ page }: { page: string | null }) {
  useEffect(announceHydrated, []);
  return <title>{page ? `${page} · WinHub` : 'WinHub'}</title>;
}
