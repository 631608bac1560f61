// The api's endpoints, one line each: method, path, who may call, success status. Zod-free, so the
// app's first load can read it; each endpoint's request and answer schemas are in `endpoints.ts`. The
// routers register these paths (`routes/routePath.ts`), the OpenAPI document lists exactly these.

/**
 * Who may call: anyone (`none`), a signed-in person with their bearer session token (`session`), a
 * service with its client id and secret (`serviceClient`, HTTP Basic) or with the access token its
 * hand-off gave it (`serviceToken`, bearer).
 */
export type EndpointAuth = 'none' | 'session' | 'serviceClient' | 'serviceToken';

export type EndpointMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface EndpointRoute {
  readonly method: EndpointMethod;
  /** The full path, path parameters in OpenAPI's form (`/api/mailbox/{id}`). */
  readonly path: `/api/${string}`;
  readonly auth: EndpointAuth;
  /** The success status, when it is not 200. */
  readonly status?: 201 | 202;
  /** `form`: the body is `application/x-www-form-urlencoded` (OAuth's way), not JSON. */
  readonly body?: 'form';
}

// biome-ignore format: a table, an endpoint to a line
export const endpointRoutes = {
  health: { method: 'GET', path: '/api/health', auth: 'none' },
  ready: { method: 'GET', path: '/api/ready', auth: 'none' },
  config: { method: 'GET', path: '/api/config', auth: 'none' },
  captureLead: { method: 'POST', path: '/api/capture-lead', auth: 'none', status: 201 },
  createAccount: { method: 'POST', path: '/api/create-account', auth: 'none', status: 201 },
  winauthUrl: { method: 'POST', path: '/api/auth/winauth-url', auth: 'none' },
  authCallback: { method: 'POST', path: '/api/auth/callback', auth: 'none' },
  endSessionUrl: { method: 'POST', path: '/api/auth/end-session-url', auth: 'none' },
  validateToken: { method: 'POST', path: '/api/auth/validate-winauth-token', auth: 'none' },
  /** The legacy name of `validateToken`. */
  validateWinauth: { method: 'POST', path: '/api/auth/validate-winauth', auth: 'none' },
  serviceHandoff: { method: 'POST', path: '/api/auth/service-handoff', auth: 'session' },
  signOut: { method: 'POST', path: '/api/auth/sign-out', auth: 'session' },
  /** OAuth 2.0 Token Exchange: a service redeems a hand-off token. */
  redeemHandoff: { method: 'POST', path: '/api/auth/service-handoff/redeem', auth: 'serviceClient', body: 'form' },
  serviceSession: { method: 'GET', path: '/api/auth/service-session', auth: 'serviceToken' },
  jwks: { method: 'GET', path: '/api/auth/jwks', auth: 'none' },
  /** The identity provider's signed logout token. */
  backchannelLogout: { method: 'POST', path: '/api/auth/backchannel-logout', auth: 'none', body: 'form' },
  frontchannelLogout: { method: 'GET', path: '/api/auth/frontchannel-logout', auth: 'none' },
  account: { method: 'GET', path: '/api/account', auth: 'session' },
  profileUpdate: { method: 'PATCH', path: '/api/account/profile', auth: 'session' },
  passwordChange: { method: 'POST', path: '/api/account/password', auth: 'session' },
  resendVerification: { method: 'POST', path: '/api/account/email-verification', auth: 'session', status: 202 },
  verifyEmail: { method: 'POST', path: '/api/account/verify-email', auth: 'none' },
  passwordReset: { method: 'POST', path: '/api/account/password-reset', auth: 'none', status: 202 },
  passwordResetConfirm: { method: 'POST', path: '/api/account/password-reset/confirm', auth: 'none' },
  stepUp: { method: 'POST', path: '/api/account/step-up', auth: 'session' },
  totpSetup: { method: 'POST', path: '/api/account/totp/setup', auth: 'session' },
  totpEnable: { method: 'POST', path: '/api/account/totp/enable', auth: 'session' },
  totpDisable: { method: 'POST', path: '/api/account/totp/disable', auth: 'session' },
  recoveryCodes: { method: 'POST', path: '/api/account/recovery-codes', auth: 'session' },
  passkeyOptions: { method: 'POST', path: '/api/account/passkeys/options', auth: 'session' },
  passkeyAdd: { method: 'POST', path: '/api/account/passkeys', auth: 'session', status: 201 },
  passkeyRemove: { method: 'POST', path: '/api/account/passkeys/{id}/remove', auth: 'session' },
  sessions: { method: 'GET', path: '/api/account/sessions', auth: 'session' },
  signOutEverywhere: { method: 'POST', path: '/api/account/sessions/sign-out-everywhere', auth: 'session' },
  sessionSignOut: { method: 'POST', path: '/api/account/sessions/{id}/sign-out', auth: 'session' },
  activity: { method: 'GET', path: '/api/account/activity', auth: 'session' },
  /** The embedded mailbox: installs without SMTP only. */
  mailbox: { method: 'GET', path: '/api/mailbox', auth: 'none' },
  mailboxMessage: { method: 'GET', path: '/api/mailbox/{id}', auth: 'none' },
  userOrganization: { method: 'GET', path: '/api/user/organization', auth: 'session' },
  organizationProfile: { method: 'GET', path: '/api/organization/profile', auth: 'session' },
  organizationUpdate: { method: 'PATCH', path: '/api/organization/update', auth: 'session' },
  createSubscription: { method: 'POST', path: '/api/billing/create-subscription', auth: 'session', status: 201 },
  testModeConfirm: { method: 'POST', path: '/api/billing/test-mode/confirm', auth: 'session' },
  testModeAdvance: { method: 'POST', path: '/api/billing/test-mode/advance', auth: 'session' },
  subscription: { method: 'GET', path: '/api/billing/subscription', auth: 'session' },
  invoices: { method: 'GET', path: '/api/billing/invoices', auth: 'session' },
  cancelSubscription: { method: 'POST', path: '/api/billing/cancel', auth: 'session' },
  resumeSubscription: { method: 'POST', path: '/api/billing/resume', auth: 'session' },
  /** The payment provider's events, signed with Stripe-Signature (checked by the route, not a caller's auth). */
  billingWebhook: { method: 'POST', path: '/api/billing/webhook', auth: 'none' },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof endpointRoutes;

/** The route of endpoint `N`, its literal types kept (`EndpointRouteOf<'health'>['path']` is `'/api/health'`). */
export type EndpointRouteOf<N extends EndpointName> = (typeof endpointRoutes)[N];

/** The names in a path's `{…}` parameters (`'/api/mailbox/{id}'` → `'id'`). */
type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The path parameters endpoint `N` takes (`{ id: string }`; none, no keys). */
export type PathParamsOf<N extends EndpointName> = {
  [Name in PathParamNames<EndpointRouteOf<N>['path']>]: string;
};

/** Every endpoint name, in the table's order. */
export const endpointNames = Object.keys(endpointRoutes) as EndpointName[];
