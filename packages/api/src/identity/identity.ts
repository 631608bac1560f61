import type { Router } from 'express';
import type { SuiteTokens } from '../domain/ports/suiteTokens.ts';
import type { AccessTokenVerifier } from './accessTokens.ts';
import type { publicJwk } from './embedded/secrets.ts';

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
  /** The provider's `email_verified` claim. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** The provider's session (`sid` of the ID token), when it gives one: its back-channel logout names it. */
  providerSid: string | null;
  /** How the person authenticated at the provider (`amr` of the ID token). */
  methods: string[];
}

export interface TokenSubject {
  subject: string;
  email: string;
  fullName: string;
  /** The WinHub session the token belongs to (`sid`). */
  sessionId: string;
}

/** What a provider's back-channel logout token says ended: a session of the provider, or all of a person's. */
export interface ProviderLogout {
  subject: string | null;
  providerSid: string | null;
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
  /** Checks a back-channel logout token of the provider (OpenID Connect Back-Channel Logout 1.0). */
  verifyLogoutToken(token: string): Promise<ProviderLogout>;
  /** Tokens WinHub gives the services (signed with WinHub's key). */
  suiteTokens: SuiteTokens;
  /** WinHub's public keys (`/api/auth/jwks`). */
  jwks(): { keys: ReturnType<typeof publicJwk>[] };
}
