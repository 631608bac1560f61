/**
 * What the server tells a page it serves about the install, in the page's HTML (packages/api
 * http/appPages.ts), so the page fits the install from its first paint instead of when `/api/config`
 * arrives.
 */

/** On `<html>` when an external provider holds the passwords (AUTH_ISSUER): its host. */
export const authProviderAttribute = 'data-auth-provider';

/**
 * The provider host the app's build renders the provider variant of a page with; the server writes the
 * install's own in its place.
 */
export const providerHostPlaceholder = 'auth-provider.invalid';

/** The folder of `dist/pages/` with the provider variants (never a page name: `@` is not in one). */
export const providerPagesDir = '@provider';

/** The prerendered pages that differ when an external provider holds the passwords. */
export const providerVariantPaths = ['/login'] as const;
