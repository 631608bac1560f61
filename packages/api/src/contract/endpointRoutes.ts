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
  /**
   * The role the caller needs in the organization: the path's `{organizationId}`, else the session's
   * active one. `member`: any member (a person of another organization is refused `not_a_member`);
   * `admin`: its admins only (`admin_required`). Checked in one place (`http/requireOrganizationRole.ts`).
   */
  readonly organizationRole?: OrganizationRole;
  /** The answer is not JSON: `csv` is a `text/csv` attachment. */
  readonly answer?: 'csv';
}

/** A person's role in an organization, weakest first. */
export type OrganizationRole = 'member' | 'admin';

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
  organizationUpdate: { method: 'PATCH', path: '/api/organization/update', auth: 'session', organizationRole: 'admin' },
  createSubscription: { method: 'POST', path: '/api/billing/create-subscription', auth: 'session', status: 201, organizationRole: 'admin' },
  testModeConfirm: { method: 'POST', path: '/api/billing/test-mode/confirm', auth: 'session', organizationRole: 'admin' },
  testModeAdvance: { method: 'POST', path: '/api/billing/test-mode/advance', auth: 'session', organizationRole: 'admin' },
  subscription: { method: 'GET', path: '/api/billing/subscription', auth: 'session' },
  invoices: { method: 'GET', path: '/api/billing/invoices', auth: 'session' },
  cancelSubscription: { method: 'POST', path: '/api/billing/cancel', auth: 'session', organizationRole: 'admin' },
  resumeSubscription: { method: 'POST', path: '/api/billing/resume', auth: 'session', organizationRole: 'admin' },
  /** The payment provider's events, signed with Stripe-Signature (checked by the route, not a caller's auth). */
  billingWebhook: { method: 'POST', path: '/api/billing/webhook', auth: 'none' },
  /** The person's organizations and the active one (the person menu's switcher). */
  organizations: { method: 'GET', path: '/api/organizations', auth: 'session' },
  /** Switch: this WinHub session now works on another organization of the person's. */
  switchOrganization: { method: 'POST', path: '/api/organizations/active', auth: 'session' },
  members: { method: 'GET', path: '/api/organizations/{organizationId}/members', auth: 'session', organizationRole: 'member' },
  memberUpdate: { method: 'PATCH', path: '/api/organizations/{organizationId}/members/{memberId}', auth: 'session', organizationRole: 'admin' },
  /** Remove a member; naming one's own membership is leaving (any member may leave). */
  memberRemove: { method: 'DELETE', path: '/api/organizations/{organizationId}/members/{memberId}', auth: 'session', organizationRole: 'member' },
  invitations: { method: 'GET', path: '/api/organizations/{organizationId}/invitations', auth: 'session', organizationRole: 'admin' },
  invite: { method: 'POST', path: '/api/organizations/{organizationId}/invitations', auth: 'session', organizationRole: 'admin' },
  invitationResend: { method: 'POST', path: '/api/organizations/{organizationId}/invitations/{invitationId}/resend', auth: 'session', organizationRole: 'admin' },
  invitationRevoke: { method: 'DELETE', path: '/api/organizations/{organizationId}/invitations/{invitationId}', auth: 'session', organizationRole: 'admin' },
  organizationActivity: { method: 'GET', path: '/api/organizations/{organizationId}/activity', auth: 'session', organizationRole: 'admin' },
  organizationActivityCsv: { method: 'GET', path: '/api/organizations/{organizationId}/activity.csv', auth: 'session', organizationRole: 'admin', answer: 'csv' },
  organizationSecurity: { method: 'GET', path: '/api/organizations/{organizationId}/security', auth: 'session', organizationRole: 'member' },
  securityUpdate: { method: 'PATCH', path: '/api/organizations/{organizationId}/security', auth: 'session', organizationRole: 'admin' },
  /** What an invitation link opens (reads the bearer token when one is sent). */
  invitationLookup: { method: 'POST', path: '/api/invitations/lookup', auth: 'none' },
  invitationAccept: { method: 'POST', path: '/api/invitations/accept', auth: 'session' },
  /** A new account from an invitation link, the address fixed and verified, signed in. */
  invitationSignUp: { method: 'POST', path: '/api/invitations/sign-up', auth: 'none', status: 201 },
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
