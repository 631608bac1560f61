import { useEffect } from 'react';

/** Sets the document title of a page: "{page} · WinHub", or "WinHub" alone. */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} · WinHub` : 'WinHub';
  }, [page]);
}
