/**
 * The in-app address a pointer or click event's link leads to (path and query), or null when it is no
 * link, leads off the app's origin, opens elsewhere (another target, a download) or stays on this page.
 */
export function inAppHref(event: Event): string | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (link.pathname === window.location.pathname) return null;
  return link.pathname + link.search;
}
