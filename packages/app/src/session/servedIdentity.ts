import { authProviderAttribute } from '@winhub/api/contract/servedPages';

let prerenderedFor: string | null = null;

/** The prerender step renders a page's provider variant with this host (the server writes the real one). */
export function prerenderForProvider(host: string | null): void {
  prerenderedFor = host;
}

/**
 * The host of the external provider that holds the passwords, as the served page says (the server puts
 * it on `<html>`, packages/api http/appPages.ts); null with the embedded provider. Known from the first
 * render, where `/api/config` comes only after hydration.
 */
export function servedProviderHost(): string | null {
  if (typeof document === 'undefined') return prerenderedFor;
  return document.documentElement.getAttribute(authProviderAttribute);
}
