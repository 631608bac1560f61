/**
 * Every path of the app's route table (docs/product/routes.md, "Route table"): the declared tile paths that
 * redirect, and the account pages (/account, the links of account mails, the embedded mailbox). The
 * server answers any other page path with 404 and the not-found page; the app checks this list
 * against its router's own.
 */
export const appPaths = [
  '/',
  '/account',
  '/ads',
  '/auth',
  '/auth-callback',
  '/auth-test',
  '/billing',
  '/dashboard',
  '/direct-auth',
  '/direct-login',
  '/erp',
  '/forgot-password',
  '/invitation',
  '/loading',
  '/login',
  '/mailbox',
  '/market',
  '/meet',
  '/no-organization',
  '/payment-success',
  '/persona-selection',
  '/register',
  '/reset-password',
  '/second-factor',
  '/settings',
  '/subscribe',
  '/upgrade',
  '/verify-email',
  '/winads',
  '/winauth',
  '/winerp',
  '/winmarket',
  '/winmeet',
  '/winwms',
  '/wms',
] as const;

export type AppPath = (typeof appPaths)[number];
