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
  verifier: AccessTokenVerifier;
  /** The embedded provider's router (mounted at `/oidc`), null with an external issuer. */
  providerRouter: Router | null;
  startAuthorization(
    start: AuthorizationStart,
  ): Promise<{ authUrl: string; transaction: AuthorizationTransaction }>;
  /** Exchanges the code of the callback query string; rejects with a 400 HttpError carrying the provider's code. */
  completeAuthorization(
    transaction: AuthorizationTransaction,
    search: string,
  ): Promise<{ accessToken: string; identity: ProviderIdentity }>;
  /** Issues an access token the verifier accepts; only the embedded provider can (null otherwise). */
  issueAccessToken: ((subject: TokenSubject) => Promise<string>) | null;
}
