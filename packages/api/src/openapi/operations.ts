import type { z } from 'zod';
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiRequestBodyObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi';
import {
  type EndpointName,
  type EndpointRoute,
  endpointNames,
  endpointRoutes,
} from '../contract/endpointRoutes.ts';
import { type EndpointSchemas, endpointSchemas } from '../contract/endpoints.ts';
import { errorResponseSchema, oauthErrorSchema, readinessResponseSchema } from '../contract/index.ts';

const ERROR_MEANINGS = {
  400: 'Invalid input: `validation_error` lists each field issue in `details`',
  401: 'Missing, invalid or expired bearer token',
  402: 'The card was declined',
  403: 'The caller may not do this (`not_a_member`, `admin_required`, `second_factor_required`: the organization requires a second factor the person has not set up; `no_organization`: the person belongs to no organization)',
  404: 'Nothing to act on',
  409: 'Conflicts with the current state (`accounts_at_provider`: an external provider holds the accounts)',
  413: 'Request body too large',
  415: 'Unsupported body encoding',
  429: 'Too many requests from this address',
  502: 'An upstream provider could not be reached',
  503: 'Unavailable (a lost database answers `database_unavailable` with Retry-After)',
} as const;
type ErrorStatus = keyof typeof ERROR_MEANINGS;

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const form = (schema: z.ZodType) => ({ content: { 'application/x-www-form-urlencoded': { schema } } });

type Answers = Record<number, { description: string; schema: z.ZodType }>;

/** What the table gives an operation: its body, who may call, its success answer. */
interface FromTable {
  requestBody?: ZodOpenApiRequestBodyObject;
  requestParams?: ZodOpenApiOperationObject['requestParams'];
  security?: ZodOpenApiOperationObject['security'];
  /** The success status and its answer's schema. */
  status: number;
  answer: z.ZodType;
}

/** What the document says of an endpoint beyond the table (`contract/endpointRoutes.ts`, `contract/endpoints.ts`). */
interface Documentation {
  tag: string;
  summary: string;
  /** The failures particular to it: a body brings 400 and a bearer token 401 of themselves. */
  errors: readonly ErrorStatus[];
  /** Its success answer's description, when more is to say than its status's name. */
  answered?: string;
  /** Other answers of its own (a readiness probe's 503). */
  alsoAnswers?: Answers;
  /** An operation the usual shape does not fit, written out from what the table gives. */
  special?: (table: FromTable, doc: Documentation) => ZodOpenApiOperationObject;
}

const STATUS_NAMES: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted' };

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

/** The security scheme of each way of calling (`document.ts` declares them). */
const SCHEMES: Record<EndpointRoute['auth'], string | null> = {
  none: null,
  session: 'bearerAuth',
  serviceToken: 'bearerAuth',
  serviceClient: 'serviceClient',
};

/** The operation of one endpoint: path, method, body, answer and credentials from the table, words from `documentation`. */
function operation(name: EndpointName): ZodOpenApiOperationObject {
  const route: EndpointRoute = endpointRoutes[name];
  const schemas: EndpointSchemas = endpointSchemas[name];
  const doc = documentation[name];
  const scheme = SCHEMES[route.auth];
  const table: FromTable = {
    ...(schemas.request
      ? { requestBody: { required: true, ...(route.body === 'form' ? form : json)(schemas.request) } }
      : {}),
    ...(scheme ? { security: [{ [scheme]: [] }] } : {}),
    ...(schemas.query ? { requestParams: { query: schemas.query } } : {}),
    status: route.status ?? 200,
    answer: schemas.answer,
  };
  if (doc.special) return doc.special(table, doc);
  const answered = doc.answered ?? STATUS_NAMES[table.status] ?? 'OK';
  return {
    tags: [doc.tag],
    summary: doc.summary,
    ...(table.requestBody ? { requestBody: table.requestBody } : {}),
    ...(table.requestParams ? { requestParams: table.requestParams } : {}),
    ...(table.security ? { security: table.security } : {}),
    responses: responses(
      { [table.status]: { description: answered, schema: table.answer }, ...doc.alsoAnswers },
      [
        ...(table.requestBody ? [400 as const] : []),
        ...(scheme ? [401 as const] : []),
        // a signed-in person's organization may require a second factor they have not set up
        ...(route.auth === 'session' ? [403 as const] : []),
        ...doc.errors,
      ],
    ),
  };
}

/** What else there is to say of an operation than its tag, summary and particular failures. */
type More = Pick<Documentation, 'answered' | 'alsoAnswers' | 'special'>;

/** Operations of one tag: the summary, then the failures particular to each, then what else there is to say. */
const tagged =
  (tag: string) =>
  (summary: string, errors: readonly ErrorStatus[] = [], more: More = {}): Documentation => ({
    tag,
    summary,
    errors,
    ...more,
  });

const system = tagged('System');
const account = tagged('Account');
const services = tagged('Services');
const accounts = tagged('Accounts');
const signIn = tagged('Sign-in');
const organization = tagged('Organization');
const billing = tagged('Billing');
const teams = tagged('Teams');

/** The activity as a CSV attachment: its success answer is `text/csv`, not JSON. */
const activityCsv = teams('The activity as CSV (same filters, every page)', [403], {
  special: ({ security, requestParams, answer }, { tag, summary, errors }) => {
    const { '200': _json, ...failures } = responses({}, [401, ...errors]);
    return {
      tags: [tag],
      summary,
      ...(security ? { security } : {}),
      ...(requestParams ? { requestParams } : {}),
      responses: {
        '200': {
          description: 'A `text/csv` attachment, one event to a line',
          content: { 'text/csv': { schema: answer } },
        },
        ...failures,
      },
    };
  },
});

const validateToken = signIn('Check a bearer token and return its user', [401, 429]);
const oauthFailure = (description: string) => ({ description, ...json(oauthErrorSchema) });

/** The token endpoint of the services (RFC 8693): its failures are OAuth's `{ error, error_description }`. */
const tokenExchange = services(
  'A service redeems a hand-off token (OAuth 2.0 Token Exchange, with its client credentials)',
  [],
  {
    special: ({ security, requestBody, answer }, { tag, summary }) => ({
      tags: [tag],
      summary,
      ...(security ? { security } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        '200': { description: 'The person, and an access token for the status call', ...json(answer) },
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
    }),
  },
);

const providerLogoutEnded = { answered: 'Ended (or nothing to end)' };

/** What the document says of every endpoint of the table, beyond its path, method, body, answer and credentials. */
// biome-ignore format: a table, an operation to a line or two (summary, then failures and what else it answers)
const documentation: Record<EndpointName, Documentation> = {
  health: system('Liveness, with database reachability', [], { answered: 'Up' }),
  ready: system('Readiness: database, migrations and identity provider', [], { answered: 'Ready',
    alsoAnswers: { 503: { description: 'Not ready (with Retry-After)', schema: readinessResponseSchema } } }),
  config: system('What the app needs at runtime'),
  captureLead: accounts('Register interest from the home page', [429]),
  createAccount: accounts('Create an organization and its admin, signed in', [403, 409, 429]),
  winauthUrl: signIn('Start signing in: the identity provider address to open', [429, 502]),
  authCallback: signIn('Finish signing in with the callback query string', [401, 429, 502]),
  endSessionUrl: signIn("Sign out: the provider's end-session address for this sign-in", [429, 502]),
  validateToken,
  validateWinauth: validateToken,
  serviceHandoff: signIn('A one-time address that signs the user in to a service', [429]),
  signOut: signIn('Sign out: this session ends here and at every service that joined it'),
  redeemHandoff: tokenExchange,
  serviceSession: services('The status call: the person of a service access token while the WinHub session lasts', [401]),
  jwks: services('WinHub’s public keys (service access tokens, logout tokens)'),
  backchannelLogout: services("The identity provider's back-channel logout token: WinHub's sessions of that provider session end",
    [400], providerLogoutEnded),
  frontchannelLogout: services("The identity provider's front-channel logout (`?iss=…&sid=…`): WinHub's sessions of that provider session end",
    [400], providerLogoutEnded),
  account: account('The account: profile, two-factor and passkeys', [409]),
  profileUpdate: account('Change the full name', [409]),
  passwordChange: account('Change the password (the current one first); other sessions end', [403, 409, 429]),
  resendVerification: account('Send the verification link again', [409, 429]),
  verifyEmail: account('Verify the address with the link’s token', [409, 429]),
  passwordReset: account('Mail a reset link when an account has this address (the answer never says)', [409, 429]),
  passwordResetConfirm: account('Set a new password with the link’s token; every session ends', [409, 429]),
  stepUp: account(
    'Confirm the password (or, without one, an authenticator code): factor changes need no prompt for 10 minutes',
    [403, 409, 429],
  ),
  totpSetup: account('Start two-factor: a new seed and its QR code (`step_up_required` without a confirmation)', [403, 409]),
  totpEnable: account('Turn two-factor on with a first code: ten recovery codes (after a confirmation)', [403, 409, 429]),
  totpDisable: account('Turn two-factor off (with the password, or after a confirmation)', [403, 409, 429]),
  recoveryCodes: account('Ten new recovery codes (with the password, or after a confirmation)', [403, 409, 429]),
  passkeyOptions: account('WebAuthn options to create a passkey (`step_up_required` without a confirmation)', [403, 409]),
  passkeyAdd: account('Keep the passkey the browser created (after a confirmation)', [403, 409]),
  passkeyRemove: account('Remove a passkey (with the password, or after a confirmation)', [403, 404, 409, 429]),
  sessions: account('The active sessions, this one marked', [409]),
  signOutEverywhere: account('Sign out every session, here and at the services', [409]),
  sessionSignOut: account('Sign out one session', [409]),
  activity: account('The last 50 sign-ins and failed attempts', [409]),
  mailbox: account('The embedded mailbox (installs without SMTP, never production; this machine only)', [403]),
  mailboxMessage: account('One message of the embedded mailbox (this machine only)', [403, 404]),
  userOrganization: organization('The signed-in user and their organization', [404]),
  organizationProfile: organization('The organization settings', [404]),
  organizationUpdate: organization('Change organization settings (admins only)', [403, 404]),
  createSubscription: billing('Start the Premium checkout', [403, 404, 409, 502]),
  testModeConfirm: billing('Pay with the embedded test-mode card form', [402, 403, 404, 409, 502]),
  testModeAdvance: billing('Move the test clock on, renewing (or failing) the subscription', [403, 404, 502]),
  subscription: billing('The organization subscription', [404, 502]),
  invoices: billing('Past invoices, newest first', [404]),
  cancelSubscription: billing('Cancel at the end of the current period', [403, 404, 502]),
  resumeSubscription: billing('Keep a subscription that was set to cancel', [403, 404, 502]),
  billingWebhook: billing('Payment-provider events (signed with Stripe-Signature)', [503], { answered: 'Acknowledged' }),
  organizations: teams("The person's organizations, with their role in each, and the active one"),
  switchOrganization: teams('Make another of the person’s organizations the active one of this session', [403]),
  members: teams('A page of the organization’s members, searchable by name or address', [403]),
  memberUpdate: teams('Change a member’s role or grant or withdraw a permission (admins)', [403, 404, 409]),
  memberRemove: teams('Remove a member (admins), or leave (one’s own membership); the last admin cannot', [403, 404, 409]),
  invitations: teams('The pending invitations (admins)', [403]),
  invite: teams('Invite up to 50 addresses with a role and permissions; answered per address', [403, 409]),
  invitationResend: teams('Send an invitation again with a new link, valid 7 days', [403, 404, 409]),
  invitationRevoke: teams('Revoke an invitation: its link stops working', [403, 404]),
  organizationActivity: teams('The organization’s activity, newest first, filtered and paged (admins)', [403]),
  organizationActivityCsv: activityCsv,
  organizationSecurity: teams('The second-factor rule of the organization', [403]),
  securityUpdate: teams('Require a second factor of every member, or stop (admins; embedded provider only)', [403, 409]),
  invitationLookup: teams('What an invitation link opens, for whoever is signed in (or nobody)', [429]),
  invitationAccept: teams('Accept an invitation signed in with the invited address', [403, 404, 409, 429]),
  invitationSignUp: teams('Create an account from an invitation (the address verified) and join, signed in', [403, 404, 409, 429]),
};

/** Every endpoint of the table (every route under `/api`), in its order, described by the contract's own schemas. */
export const apiPaths: ZodOpenApiPathsObject = {};
for (const name of endpointNames) {
  const { path, method } = endpointRoutes[name];
  apiPaths[path] = { ...apiPaths[path], [method.toLowerCase() as Lowercase<typeof method>]: operation(name) };
}
