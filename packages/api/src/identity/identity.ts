import type { Router } from 'express';
import type { AccessTokenVerifier } from './accessTokens.ts';

export interface AuthorizationTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface AuthorizationStart {
  redirectUri: string;
  isRegistration: boolean;
  prefill?: { name?: string | undefined; email?: string | undefined } | undefined;
}

export interface ProviderIdentity {
  sub: string;
  email: string | null;
  firstName: string;
  lastName: string;
}

export interface TokenSubject {
  subject: string;
  email: string;
  fullName: string;
}

/** The identity provider as the api sees it: external, or the embedded one mounted under `/oidc`. */
export interface Identity {
  /** Checks WinHub's own session tokens (signed with the keys kept in the database). */
  verifier: AccessTokenVerifier;
  /** True with an external issuer: it holds the credentials, accounts are made on its screens. */
  external: boolean;
  /** The embedded provider's router (mounted at `/oidc`), null with an external issuer. */
  providerRouter: Router | null;
  startAuthorization(
    start: AuthorizationStart,
  ): Promise<{ authUrl: string; transaction: AuthorizationTransaction }>;
  /**
   * Exchanges the code of the callback query string and authenticates the person with the validated
   * ID token and userinfo; rejects with a 4xx/502 HttpError whose code names the reason.
   */
  completeAuthorization(
    transaction: AuthorizationTransaction,
    search: string,
  ): Promise<{ identity: ProviderIdentity; idToken: string }>;
  /** The provider's end-session address (RP-initiated logout), null when it advertises none. */
  endSessionUrl(request: { idTokenHint: string; postLogoutRedirectUri: string }): Promise<string | null>;
  /** Resolves when the provider's discovery document is reachable and usable. */
  checkDiscovery(): Promise<void>;
  /** WinHub's own session token for a person, the one `verifier` accepts. */
  issueSessionToken(subject: TokenSubject): Promise<string>;
}
