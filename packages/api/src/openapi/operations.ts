import { z } from 'zod';
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi';
import {
  accountResponseSchema,
  activityResponseSchema,
  authCallbackRequestSchema,
  billingSubscriptionSchema,
  callbackResponseSchema,
  captureLeadRequestSchema,
  captureLeadResponseSchema,
  createAccountRequestSchema,
  createSubscriptionResponseSchema,
  endSessionRequestSchema,
  endSessionResponseSchema,
  errorResponseSchema,
  healthResponseSchema,
  invoiceListSchema,
  jwksResponseSchema,
  mailboxMessageSchema,
  mailboxResponseSchema,
  oauthErrorSchema,
  okResponseSchema,
  organizationProfileSchema,
  organizationUpdateRequestSchema,
  organizationUpdateResponseSchema,
  passkeyAddRequestSchema,
  passkeyOptionsResponseSchema,
  passkeySummarySchema,
  passwordChangeRequestSchema,
  passwordConfirmationSchema,
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  profileUpdateRequestSchema,
  readinessResponseSchema,
  recoveryCodesResponseSchema,
  runtimeConfigSchema,
  serviceHandoffRequestSchema,
  serviceHandoffResponseSchema,
  serviceSessionResponseSchema,
  sessionResponseSchema,
  sessionsResponseSchema,
  testModeAdvanceRequestSchema,
  testModeConfirmRequestSchema,
  testModeConfirmResponseSchema,
  tokenExchangeRequestSchema,
  tokenExchangeResponseSchema,
  totpEnableRequestSchema,
  totpSetupResponseSchema,
  userOrganizationResponseSchema,
  validateTokenRequestSchema,
  validateTokenResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
  winauthUrlRequestSchema,
  winauthUrlResponseSchema,
} from '../contract/index.ts';

/** The webhook's acknowledgement: Stripe only reads the status; `outcome` helps when replaying events. */
const webhookResponseSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});

const ERROR_MEANINGS = {
  400: 'Invalid input: `validation_error` lists each field issue in `details`',
  401: 'Missing, invalid or expired bearer token',
  402: 'The card was declined',
  403: 'The caller may not do this',
  404: 'Nothing to act on',
  409: 'Conflicts with the current state (`accounts_at_provider`: an external provider holds the accounts)',
  413: 'Request body too large',
  415: 'Unsupported body encoding',
  429: 'Too many requests from this address',
  502: 'An upstream provider could not be reached',
  503: 'Unavailable (a lost database answers `database_unavailable` with Retry-After)',
} as const;
type ErrorStatus = keyof typeof ERROR_MEANINGS;

const json = <S extends z.ZodType>(schema: S) => ({ content: { 'application/json': { schema } } });

type Answers = Record<number, { description: string; schema: z.ZodType }>;
type Request = { body?: z.ZodType; signedIn?: boolean };

const ok = (schema: z.ZodType, description = 'OK'): Answers => ({ 200: { description, schema } });
const accepted = (schema: z.ZodType, description = 'Accepted'): Answers => ({ 202: { description, schema } });
const created = (schema: z.ZodType, description = 'Created'): Answers => ({ 201: { description, schema } });

/**
 * The statuses an operation answers: `{ error: { code, message } }` for each failure, then its own
 * answers (which take precedence, e.g. a readiness probe's own 503 body).
 */
function responses(answers: Answers, errors: readonly ErrorStatus[]): ZodOpenApiResponsesObject {
  const described: ZodOpenApiResponsesObject = {};
  // Every route shares the generic failures: text that cannot be stored (a NUL or lone surrogate) or a
  // malformed escape in its path or query, an unreadable body, an unexpected server error, a lost database.
  for (const status of new Set<ErrorStatus | 500>([...errors, 400, 413, 415, 500, 503])) {
    const description = status === 500 ? 'Unexpected server error' : ERROR_MEANINGS[status];
    described[String(status) as `${4 | 5}${string}`] = { description, ...json(errorResponseSchema) };
  }
  for (const [status, { description, schema }] of Object.entries(answers)) {
    described[status as `${1 | 2 | 3 | 4 | 5}${string}`] = { description, ...json(schema) };
  }
  return described;
}

/**
 * Operations of one tag. A body brings 400 (validation) and a signed-in request 401 (bearer token),
 * so `errors` lists only the failures particular to the operation.
 */
const tagged =
  (tag: string) =>
  (summary: string, answers: Answers, errors: readonly ErrorStatus[] = [], request: Request = {}) =>
    ({
      tags: [tag],
      summary,
      ...(request.body ? { requestBody: { required: true, ...json(request.body) } } : {}),
      ...(request.signedIn ? { security: [{ bearerAuth: [] }] } : {}),
      responses: responses(answers, [
        ...(request.body ? [400 as const] : []),
        ...(request.signedIn ? [401 as const] : []),
        ...errors,
      ]),
    }) satisfies ZodOpenApiOperationObject;

const system = tagged('System');
const account = tagged('Account');
const services = tagged('Services');
const accounts = tagged('Accounts');
const signIn = tagged('Sign-in');
const organization = tagged('Organization');
const billing = tagged('Billing');

const signedIn = { signedIn: true };
const withBody = (body: z.ZodType, request: Request = {}): Request => ({ ...request, body });

const validateToken = signIn(
  'Check a bearer token and return its user',
  ok(validateTokenResponseSchema),
  [401, 429],
  withBody(validateTokenRequestSchema),
);
const readiness: Answers = {
  ...ok(readinessResponseSchema, 'Ready'),
  503: { description: 'Not ready (with Retry-After)', schema: readinessResponseSchema },
};
const form = <S extends z.ZodType>(schema: S) => ({
  content: { 'application/x-www-form-urlencoded': { schema } },
});
const oauthFailure = (description: string) => ({ description, ...json(oauthErrorSchema) });

/** The token endpoint of the services (RFC 8693): its failures are OAuth's `{ error, error_description }`. */
const tokenExchange = {
  tags: ['Services'],
  summary: 'A service redeems a hand-off token (OAuth 2.0 Token Exchange, with its client credentials)',
  security: [{ serviceClient: [] }],
  requestBody: { required: true, ...form(tokenExchangeRequestSchema) },
  responses: {
    '200': {
      description: 'The person, and an access token for the status call',
      ...json(tokenExchangeResponseSchema),
    },
    '400': oauthFailure(
      '`invalid_grant` (expired, used, forged or another service’s token), `invalid_request`, `unsupported_grant_type`',
    ),
    '401': oauthFailure('`invalid_client`: missing or wrong client credentials'),
    '413': oauthFailure('Request body too large'),
    '415': oauthFailure('Unsupported body encoding'),
    '429': oauthFailure('Too many requests from this address'),
    '500': { description: 'Unexpected server error', ...json(errorResponseSchema) },
    '503': { description: 'Unavailable', ...json(errorResponseSchema) },
  },
} satisfies ZodOpenApiOperationObject;

const backchannelLogout = {
  tags: ['Services'],
  summary:
    "The identity provider's back-channel logout token: WinHub's sessions of that provider session end",
  requestBody: { required: true, ...form(z.object({ logout_token: z.string() })) },
  responses: responses(ok(okResponseSchema, 'Ended (or nothing to end)'), [400]),
} satisfies ZodOpenApiOperationObject;

const stripeEvent = z
  .object({ id: z.string(), type: z.string() })
  .loose()
  .meta({ description: 'A Stripe event' });

/** Every route under `/api`, described by the contract's own schemas. */
// biome-ignore format: a table, an operation to a line or two (summary, then answers, failures and request)
export const apiPaths: ZodOpenApiPathsObject = {
  '/api/health': { get: system('Liveness, with database reachability', ok(healthResponseSchema, 'Up')) },
  '/api/ready': { get: system('Readiness: database, migrations and identity provider', readiness) },
  '/api/config': { get: system('What the app needs at runtime', ok(runtimeConfigSchema)) },
  '/api/capture-lead': { post: accounts('Register interest from the home page',
    created(captureLeadResponseSchema), [429], withBody(captureLeadRequestSchema)) },
  '/api/create-account': { post: accounts('Create an organization and its admin, signed in',
    created(sessionResponseSchema), [403, 409, 429], withBody(createAccountRequestSchema)) },
  '/api/auth/winauth-url': { post: signIn('Start signing in: the identity provider address to open',
    ok(winauthUrlResponseSchema), [429, 502], withBody(winauthUrlRequestSchema)) },
  '/api/auth/callback': { post: signIn('Finish signing in with the callback query string',
    ok(callbackResponseSchema), [401, 429, 502], withBody(authCallbackRequestSchema)) },
  '/api/auth/end-session-url': { post: signIn("Sign out: the provider's end-session address for this sign-in",
    ok(endSessionResponseSchema), [429, 502], withBody(endSessionRequestSchema)) },
  '/api/auth/validate-winauth-token': { post: validateToken },
  '/api/auth/validate-winauth': { post: validateToken },
  '/api/auth/service-handoff': { post: signIn('A one-time address that signs the user in to a service',
    ok(serviceHandoffResponseSchema), [429], withBody(serviceHandoffRequestSchema, signedIn)) },
  '/api/auth/sign-out': { post: signIn('Sign out: this session ends here and at every service that joined it',
    ok(okResponseSchema), [], signedIn) },
  '/api/auth/service-handoff/redeem': { post: tokenExchange },
  '/api/auth/service-session': { get: services('The status call: the person of a service access token while the WinHub session lasts',
    ok(serviceSessionResponseSchema), [401], { signedIn: true }) },
  '/api/auth/jwks': { get: services('WinHub’s public keys (service access tokens, logout tokens)', ok(jwksResponseSchema)) },
  '/api/auth/backchannel-logout': { post: backchannelLogout },
  '/api/auth/frontchannel-logout': { get: services("The identity provider's front-channel logout (`?iss=…&sid=…`): WinHub's sessions of that provider session end",
    ok(okResponseSchema, 'Ended (or nothing to end)'), [400]) },
  '/api/account': { get: account('The account: profile, two-factor and passkeys', ok(accountResponseSchema), [409], signedIn) },
  '/api/account/profile': { patch: account('Change the full name',
    ok(okResponseSchema), [409], withBody(profileUpdateRequestSchema, signedIn)) },
  '/api/account/password': { post: account('Change the password (the current one first); other sessions end',
    ok(okResponseSchema), [403, 409, 429], withBody(passwordChangeRequestSchema, signedIn)) },
  '/api/account/email-verification': { post: account('Send the verification link again',
    accepted(okResponseSchema), [409, 429], signedIn) },
  '/api/account/verify-email': { post: account('Verify the address with the link’s token',
    ok(verifyEmailResponseSchema), [409, 429], withBody(verifyEmailRequestSchema)) },
  '/api/account/password-reset': { post: account('Mail a reset link when an account has this address (the answer never says)',
    accepted(passwordResetResponseSchema), [409, 429], withBody(passwordResetRequestSchema)) },
  '/api/account/password-reset/confirm': { post: account('Set a new password with the link’s token; every session ends',
    ok(okResponseSchema), [409, 429], withBody(passwordResetConfirmRequestSchema)) },
  '/api/account/totp/setup': { post: account('Start two-factor: a new seed and its QR code',
    ok(totpSetupResponseSchema), [409], signedIn) },
  '/api/account/totp/enable': { post: account('Turn two-factor on with a first code: ten recovery codes',
    ok(recoveryCodesResponseSchema), [409, 429], withBody(totpEnableRequestSchema, signedIn)) },
  '/api/account/totp/disable': { post: account('Turn two-factor off (after the password)',
    ok(okResponseSchema), [403, 409, 429], withBody(passwordConfirmationSchema, signedIn)) },
  '/api/account/recovery-codes': { post: account('Ten new recovery codes (after the password)',
    ok(recoveryCodesResponseSchema), [403, 409, 429], withBody(passwordConfirmationSchema, signedIn)) },
  '/api/account/passkeys/options': { post: account('WebAuthn options to create a passkey',
    ok(passkeyOptionsResponseSchema), [409], signedIn) },
  '/api/account/passkeys': { post: account('Keep the passkey the browser created',
    created(passkeySummarySchema), [409], withBody(passkeyAddRequestSchema, signedIn)) },
  '/api/account/passkeys/{id}/remove': { post: account('Remove a passkey (after the password)',
    ok(okResponseSchema), [403, 404, 409, 429], withBody(passwordConfirmationSchema, signedIn)) },
  '/api/account/sessions': { get: account('The active sessions, this one marked', ok(sessionsResponseSchema), [409], signedIn) },
  '/api/account/sessions/sign-out-everywhere': { post: account('Sign out every session, here and at the services',
    ok(okResponseSchema), [409], signedIn) },
  '/api/account/sessions/{id}/sign-out': { post: account('Sign out one session',
    ok(okResponseSchema), [409], signedIn) },
  '/api/account/activity': { get: account('The last 50 sign-ins and failed attempts', ok(activityResponseSchema), [409], signedIn) },
  '/api/mailbox': { get: account('The embedded mailbox (installs without SMTP, never production)', ok(mailboxResponseSchema)) },
  '/api/mailbox/{id}': { get: account('One message of the embedded mailbox', ok(mailboxMessageSchema), [404]) },
  '/api/user/organization': { get: organization('The signed-in user and their organization',
    ok(userOrganizationResponseSchema), [404], signedIn) },
  '/api/organization/profile': { get: organization('The organization settings',
    ok(organizationProfileSchema), [404], signedIn) },
  '/api/organization/update': { patch: organization('Change organization settings (admins only)',
    ok(organizationUpdateResponseSchema), [403, 404], withBody(organizationUpdateRequestSchema, signedIn)) },
  '/api/billing/create-subscription': { post: billing('Start the Premium checkout',
    created(createSubscriptionResponseSchema), [403, 404, 409, 502], signedIn) },
  '/api/billing/test-mode/confirm': { post: billing('Pay with the embedded test-mode card form',
    ok(testModeConfirmResponseSchema), [402, 403, 404, 409, 502], withBody(testModeConfirmRequestSchema, signedIn)) },
  '/api/billing/test-mode/advance': { post: billing('Move the test clock on, renewing (or failing) the subscription',
    ok(billingSubscriptionSchema), [403, 404, 502], withBody(testModeAdvanceRequestSchema, signedIn)) },
  '/api/billing/subscription': { get: billing('The organization subscription',
    ok(billingSubscriptionSchema), [404, 502], signedIn) },
  '/api/billing/invoices': { get: billing('Past invoices, newest first', ok(invoiceListSchema), [404], signedIn) },
  '/api/billing/cancel': { post: billing('Cancel at the end of the current period',
    ok(billingSubscriptionSchema), [403, 404, 502], signedIn) },
  '/api/billing/resume': { post: billing('Keep a subscription that was set to cancel',
    ok(billingSubscriptionSchema), [403, 404, 502], signedIn) },
  '/api/billing/webhook': { post: billing('Payment-provider events (signed with Stripe-Signature)',
    ok(webhookResponseSchema, 'Acknowledged'), [503], withBody(stripeEvent)) },
};
