import type { z } from 'zod';
import {
  accountResponseSchema,
  activityResponseSchema,
  okResponseSchema,
  passkeyAddRequestSchema,
  passkeySummarySchema,
  passwordChangeRequestSchema,
  profileUpdateRequestSchema,
  recoveryCodesResponseSchema,
  sessionsResponseSchema,
  stepUpPasswordSchema,
  stepUpRequestSchema,
  stepUpResponseSchema,
  totpEnableRequestSchema,
  totpSetupResponseSchema,
} from './accountPage.ts';
import {
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from './accountRecovery.ts';
import {
  authCallbackRequestSchema,
  callbackResponseSchema,
  endSessionRequestSchema,
  endSessionResponseSchema,
  serviceHandoffRequestSchema,
  serviceHandoffResponseSchema,
  validateTokenRequestSchema,
  validateTokenResponseSchema,
  winauthUrlRequestSchema,
  winauthUrlResponseSchema,
} from './auth.ts';
import {
  billingSubscriptionSchema,
  createSubscriptionResponseSchema,
  invoiceListSchema,
  stripeEventSchema,
  testModeAdvanceRequestSchema,
  testModeConfirmRequestSchema,
  testModeConfirmResponseSchema,
  webhookResponseSchema,
} from './billing.ts';
import { sessionResponseSchema } from './common.ts';
import type { EndpointName } from './endpointRoutes.ts';
import { mailboxMessageSchema, mailboxResponseSchema } from './mailbox.ts';
import {
  organizationProfileSchema,
  organizationUpdateRequestSchema,
  organizationUpdateResponseSchema,
  userOrganizationResponseSchema,
} from './organization.ts';
import { captureLeadRequestSchema, captureLeadResponseSchema, createAccountRequestSchema } from './signUp.ts';
import {
  backchannelLogoutRequestSchema,
  jwksResponseSchema,
  serviceSessionResponseSchema,
  tokenExchangeRequestSchema,
  tokenExchangeResponseSchema,
} from './suite.ts';
import { healthResponseSchema, readinessResponseSchema, runtimeConfigSchema } from './system.ts';
import {
  activityCsvSchema,
  activityQuerySchema,
  invitationAcceptResponseSchema,
  invitationListResponseSchema,
  invitationLookupResponseSchema,
  invitationSignUpRequestSchema,
  invitationSignUpResponseSchema,
  invitationTokenRequestSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  memberListQuerySchema,
  memberListResponseSchema,
  memberRemovedResponseSchema,
  memberUpdateRequestSchema,
  organizationActivityResponseSchema,
  organizationSecuritySchema,
  organizationsResponseSchema,
  pendingInvitationSchema,
  securityUpdateRequestSchema,
  switchOrganizationRequestSchema,
  teamMemberSchema,
} from './teams.ts';
import { passkeyOptionsResponseSchema } from './webauthn.ts';

/**
 * What an endpoint reads and answers: its body (JSON, or the form fields of a `body: 'form'` route) and
 * its success answer. Failures are `errorResponseSchema` (the token exchange's, `oauthErrorSchema`).
 */
export interface EndpointSchemas {
  readonly request?: z.ZodType;
  /** The query string a GET reads (`?search=&offset=&limit=`), its fields as strings. */
  readonly query?: z.ZodObject;
  readonly answer: z.ZodType;
}

/** The schemas of every endpoint of `endpointRoutes`, by the same names. */
// biome-ignore format: a table, an endpoint to a line
export const endpointSchemas = {
  health: { answer: healthResponseSchema },
  ready: { answer: readinessResponseSchema },
  config: { answer: runtimeConfigSchema },
  captureLead: { request: captureLeadRequestSchema, answer: captureLeadResponseSchema },
  createAccount: { request: createAccountRequestSchema, answer: sessionResponseSchema },
  winauthUrl: { request: winauthUrlRequestSchema, answer: winauthUrlResponseSchema },
  authCallback: { request: authCallbackRequestSchema, answer: callbackResponseSchema },
  endSessionUrl: { request: endSessionRequestSchema, answer: endSessionResponseSchema },
  validateToken: { request: validateTokenRequestSchema, answer: validateTokenResponseSchema },
  validateWinauth: { request: validateTokenRequestSchema, answer: validateTokenResponseSchema },
  serviceHandoff: { request: serviceHandoffRequestSchema, answer: serviceHandoffResponseSchema },
  signOut: { answer: okResponseSchema },
  redeemHandoff: { request: tokenExchangeRequestSchema, answer: tokenExchangeResponseSchema },
  serviceSession: { answer: serviceSessionResponseSchema },
  jwks: { answer: jwksResponseSchema },
  backchannelLogout: { request: backchannelLogoutRequestSchema, answer: okResponseSchema },
  frontchannelLogout: { answer: okResponseSchema },
  account: { answer: accountResponseSchema },
  profileUpdate: { request: profileUpdateRequestSchema, answer: okResponseSchema },
  passwordChange: { request: passwordChangeRequestSchema, answer: okResponseSchema },
  resendVerification: { answer: okResponseSchema },
  verifyEmail: { request: verifyEmailRequestSchema, answer: verifyEmailResponseSchema },
  passwordReset: { request: passwordResetRequestSchema, answer: passwordResetResponseSchema },
  passwordResetConfirm: { request: passwordResetConfirmRequestSchema, answer: okResponseSchema },
  totpSetup: { answer: totpSetupResponseSchema },
  totpEnable: { request: totpEnableRequestSchema, answer: recoveryCodesResponseSchema },
  stepUp: { request: stepUpRequestSchema, answer: stepUpResponseSchema },
  totpDisable: { request: stepUpPasswordSchema, answer: okResponseSchema },
  recoveryCodes: { request: stepUpPasswordSchema, answer: recoveryCodesResponseSchema },
  passkeyOptions: { answer: passkeyOptionsResponseSchema },
  passkeyAdd: { request: passkeyAddRequestSchema, answer: passkeySummarySchema },
  passkeyRemove: { request: stepUpPasswordSchema, answer: okResponseSchema },
  sessions: { answer: sessionsResponseSchema },
  signOutEverywhere: { answer: okResponseSchema },
  sessionSignOut: { answer: okResponseSchema },
  activity: { answer: activityResponseSchema },
  mailbox: { answer: mailboxResponseSchema },
  mailboxMessage: { answer: mailboxMessageSchema },
  userOrganization: { answer: userOrganizationResponseSchema },
  organizationProfile: { answer: organizationProfileSchema },
  organizationUpdate: { request: organizationUpdateRequestSchema, answer: organizationUpdateResponseSchema },
  createSubscription: { answer: createSubscriptionResponseSchema },
  testModeConfirm: { request: testModeConfirmRequestSchema, answer: testModeConfirmResponseSchema },
  testModeAdvance: { request: testModeAdvanceRequestSchema, answer: billingSubscriptionSchema },
  subscription: { answer: billingSubscriptionSchema },
  invoices: { answer: invoiceListSchema },
  cancelSubscription: { answer: billingSubscriptionSchema },
  resumeSubscription: { answer: billingSubscriptionSchema },
  billingWebhook: { request: stripeEventSchema, answer: webhookResponseSchema },
  organizations: { answer: organizationsResponseSchema },
  switchOrganization: { request: switchOrganizationRequestSchema, answer: organizationsResponseSchema },
  members: { query: memberListQuerySchema, answer: memberListResponseSchema },
  memberUpdate: { request: memberUpdateRequestSchema, answer: teamMemberSchema },
  memberRemove: { answer: memberRemovedResponseSchema },
  invitations: { answer: invitationListResponseSchema },
  invite: { request: inviteRequestSchema, answer: inviteResponseSchema },
  invitationResend: { answer: pendingInvitationSchema },
  invitationRevoke: { answer: okResponseSchema },
  organizationActivity: { query: activityQuerySchema, answer: organizationActivityResponseSchema },
  organizationActivityCsv: { query: activityQuerySchema.omit({ offset: true, limit: true }), answer: activityCsvSchema },
  organizationSecurity: { answer: organizationSecuritySchema },
  securityUpdate: { request: securityUpdateRequestSchema, answer: organizationSecuritySchema },
  invitationLookup: { request: invitationTokenRequestSchema, answer: invitationLookupResponseSchema },
  invitationAccept: { request: invitationTokenRequestSchema, answer: invitationAcceptResponseSchema },
  invitationSignUp: { request: invitationSignUpRequestSchema, answer: invitationSignUpResponseSchema },
} satisfies Record<EndpointName, EndpointSchemas>;

type SchemasOf<N extends EndpointName> = (typeof endpointSchemas)[N];

/** What endpoint `N` answers on success, as parsed (`z.output` of its answer schema). */
export type AnswerOf<N extends EndpointName> = z.output<SchemasOf<N>['answer']>;

/** The body endpoint `N` takes, as sent (`z.input` of its request schema), or `undefined` when it takes none. */
export type RequestOf<N extends EndpointName> =
  SchemasOf<N> extends { request: infer R extends z.ZodType } ? z.input<R> : undefined;
