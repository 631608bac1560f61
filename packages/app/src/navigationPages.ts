/**
 * The pages the signed-in header's navigation leads to: their code is fetched with a signed-in page
 * (build-steps/prerender.ts) and evaluated when the browser is idle, their data asked for once the
 * page has rendered (loadNavigationPages.ts).
 */
export const navigationPages = ['/dashboard', '/billing', '/settings', '/upgrade'] as const;
