/** WinHub's signed tokens for the services, as the suite rules use them (the identity adapter signs them). */
export interface SuiteTokens {
  /** An access token for a service (audience: its client id) bound to a WinHub session, for the status call. */
  issueServiceAccessToken(claims: { audience: string; subject: string; sessionId: string }): Promise<string>;
  /** The claims of a service access token; rejects when forged, expired or not WinHub's. */
  verifyServiceAccessToken(token: string): Promise<{ audience: string; subject: string; sessionId: string }>;
  /** An OpenID Connect Back-Channel Logout token for a service. */
  issueLogoutToken(claims: { audience: string; subject: string; sessionId: string }): Promise<string>;
}

export const SERVICE_ACCESS_TOKEN_TTL_SECONDS = 3600;
