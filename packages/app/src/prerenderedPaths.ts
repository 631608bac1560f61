/**
 * Routes that need no session: the build renders them to HTML and the browser hydrates them
 * (build-steps/prerender.ts); e2e/prerender.spec.ts checks each one.
 */
export const prerenderedPaths: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/persona-selection',
  '/direct-login',
  '/loading',
  '/auth',
  '/market',
  '/ads',
  '/erp',
  '/meet',
  '/wms',
  '/direct-auth',
  '/invitation',
];
