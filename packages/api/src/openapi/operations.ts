import { z } from 'zod';
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi';
import {
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
  handoffRedeemRequestSchema,
  handoffRedeemResponseSchema,
  healthResponseSchema,
  invoiceListSchema,
  organizationProfileSchema,
  organizationUpdateRequestSchema,
  organizationUpdateResponseSchema,
  readinessResponseSchema,
  runtimeConfigSchema,
  serviceHandoffRequestSchema,
  serviceHandoffResponseSchema,
  sessionResponseSchema,
  testModeAdvanceRequestSchema,
  testModeConfirmRequestSchema,
  testModeConfirmResponseSchema,
  userOrganizationResponseSchema,
  validateTokenRequestSchema,
  validateTokenResponseSchema,
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
  409: 'Conflicts with the current state',
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
const created = (schema: z.ZodType, description = 'Created'): Answers => ({ 201: { description, schema } });

/**
 * The statuses an operation answers: `{ error: { code, message } }` for each failure, then its own
 * answers (which take precedence, e.g. a readiness probe's own 503 body).
 */
function responses(answers: Answers, errors: readonly ErrorStatus[]): ZodOpenApiResponsesObject {
  const described: ZodOpenApiResponsesObject = {};
  // Every route shares the generic failures: an unreadable body, an unexpected server error and a lost database.
  for (const status of new Set<ErrorStatus | 500>([...errors, 413, 415, 500, 503])) {
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
  '/api/auth/service-handoff/redeem': { post: signIn('A service redeems its one-time hand-off token',
    ok(handoffRedeemResponseSchema), [401, 429], withBody(handoffRedeemRequestSchema)) },
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
