/**
 * Every path of the app's route table (spec §2, plus the declared tile paths that redirect). The
 * server answers any other page path with 404 and the not-found page; the app checks this list
 * against its router's own.
 */
export const appPaths = [
  '/',
  '/ads',
  '/auth',
  '/auth-callback',
  '/auth-test',
  '/billing',
  '/dashboard',
  '/direct-auth',
  '/direct-login',
  '/erp',
  '/loading',
  '/login',
  '/market',
  '/meet',
  '/payment-success',
  '/persona-selection',
  '/register',
  '/settings',
  '/subscribe',
  '/upgrade',
  '/winads',
  '/winauth',
  '/winerp',
  '/winmarket',
  '/winmeet',
  '/winwms',
  '/wms',
] as const;

export type AppPath = (typeof appPaths)[number];
