/**
 * The document title of a page: "{page} · WinHub", or "WinHub" alone. Rendered as React's `<title>`,
 * which React keeps in the head: in the prerendered HTML too, and the page's own from hydration on.
 * Every page renders exactly one.
 */
export function PageTitle({ page }: { page: string | null }) {
  return <title>{page ? `${page} · WinHub` : 'WinHub'}</title>;
}
