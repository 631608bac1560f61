/**
 * The link a pointer or click event's target is in, when it leads somewhere on this app's origin and
 * opens here: null when it is no link, leads off the origin or opens elsewhere (another target, a
 * download).
 */
export function sameOriginLink(event: Event): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link;
}

/** The link of an event that leads to another page of this app (see sameOriginLink), else null. */
export function inAppLink(event: Event): HTMLAnchorElement | null {
  const link = sameOriginLink(event);
  return link && link.pathname !== window.location.pathname ? link : null;
}

/** The in-app address (path and query) an event's link leads to, or null (see inAppLink). */
export function inAppHref(event: Event): string | null {
  const link = inAppLink(event);
  return link && link.pathname + link.search;
}
