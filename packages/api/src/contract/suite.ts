import { z } from 'zod';
import { sessionUserSchema } from './common.ts';

export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const HANDOFF_TOKEN_TYPE = 'urn:winhub:params:oauth:token-type:service-handoff';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';

/** A service redeems a hand-off as an OAuth 2.0 Token Exchange (RFC 8693), form-encoded, with its client credentials. */
export const tokenExchangeRequestSchema = z.object({
  grant_type: z.string().max(200),
  subject_token: z.string().min(1, 'subject_token is required').max(8192),
  subject_token_type: z.string().max(200),
});
export type TokenExchangeRequest = z.infer<typeof tokenExchangeRequestSchema>;

/** The person as a service sees them: who, their role and permissions, and whether their address is verified. */
export const servicePersonSchema = sessionUserSchema.extend({
  name: z.string(),
  emailVerified: z.boolean(),
  role: z.string(),
  permissions: z.object({ canPostAsCompany: z.boolean(), canSellAsCompany: z.boolean() }),
});
export type ServicePerson = z.infer<typeof servicePersonSchema>;

export const serviceOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  subscriptionType: z.string(),
});
export type ServiceOrganization = z.infer<typeof serviceOrganizationSchema>;

export const tokenExchangeResponseSchema = z.object({
  access_token: z.string(),
  issued_token_type: z.literal(ACCESS_TOKEN_TYPE),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  session: z.object({ sid: z.string() }),
  user: servicePersonSchema,
  organization: serviceOrganizationSchema,
});
export type TokenExchangeResponse = z.infer<typeof tokenExchangeResponseSchema>;

/** A token endpoint's failure (RFC 6749 §5.2). */
export const oauthErrorSchema = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type']),
  error_description: z.string(),
});
export type OAuthError = z.infer<typeof oauthErrorSchema>;

/** The identity provider's back-channel logout (OpenID Connect Back-Channel Logout 1.0), form-encoded. */
export const backchannelLogoutRequestSchema = z.object({ logout_token: z.string() });

/** The status call: the WinHub session behind a service's access token, while it lasts. */
export const serviceSessionResponseSchema = z.object({
  session: z.object({ sid: z.string(), active: z.literal(true) }),
  user: servicePersonSchema,
  organization: serviceOrganizationSchema,
});
export type ServiceSessionResponse = z.infer<typeof serviceSessionResponseSchema>;

/** The keys WinHub signs service access tokens and logout tokens with (a JWK Set). */
export const jwksResponseSchema = z.object({
  keys: z.array(z.object({ kty: z.string(), kid: z.string().optional() }).passthrough()),
});
