/**
 * The link a pointer or click event's target is in, when it leads to another page of this app: null when
 * it is no link, leads off the app's origin, opens elsewhere (another target, a download) or stays on
 * this page.
 */
export function inAppLink(event: Event): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (link.pathname === window.location.pathname) return null;
  return link;
}

/** The in-app address (path and query) an event's link leads to, or null (see inAppLink). */
export function inAppHref(event: Event): string | null {
  const link = inAppLink(event);
  return link && link.pathname + link.search;
}
