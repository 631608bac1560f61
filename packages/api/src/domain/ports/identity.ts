import type { SuiteTokens } from './suiteTokens.ts';

/** A sign-in started at the provider (PKCE): what its callback is checked against. */
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

/** The person the provider signed in, from its validated ID token (and userinfo). */
export interface ProviderIdentity {
  sub: string;
  /** Always present: the provider's answer without an address is refused (`email_missing`). */
  email: string;
  /** The provider's `email_verified` claim. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** The provider's session (`sid` of the ID token), when it gives one: its back-channel logout names it. */
  providerSid: string | null;
  /** How the person authenticated at the provider (`amr` of the ID token). */
  methods: string[];
  /** When the person last proved who they are at the provider (`auth_time` of the ID token), when it says. */
  authTime: Date | null;
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

/** The claims of a WinHub session token the api reads. */
export interface SessionTokenClaims {
  sub: string;
  exp: number;
  /** The WinHub session (absent in tokens of the embedded provider itself, which are not sessions). */
  sid?: string;
}

export interface SessionTokenVerifier {
  /**
   * The claims of a valid token; rejects with an `unauthenticated` DomainError (`token_expired` or
   * `invalid_token`).
   */
  verify(token: string): Promise<SessionTokenClaims>;
}

/** A public key of WinHub's, as its JWK Set publishes it. */
export interface PublicJwk {
  kty?: string;
  kid?: string;
  [parameter: string]: unknown;
}

/** The identity provider as the api sees it: an external one, or the embedded one under `/oidc`. */
export interface Identity {
  /** Checks WinHub's own session tokens (signed with the keys kept in the database). */
  verifier: SessionTokenVerifier;
  /** True with an external issuer: it holds the credentials, accounts are made on its screens. */
  external: boolean;
  startAuthorization(
    start: AuthorizationStart,
  ): Promise<{ authUrl: string; transaction: AuthorizationTransaction }>;
  /**
   * Exchanges the code of the callback query string and authenticates the person with the validated
   * ID token and userinfo; rejects with a DomainError whose code names the reason (`invalid` for a
   * refused answer, `upstream_unavailable` for an unreachable provider).
   */
  completeAuthorization(
    transaction: AuthorizationTransaction,
    search: string,
  ): Promise<{ identity: ProviderIdentity; idToken: string }>;
  /** The provider's end-session address (RP-initiated logout), null when it advertises none. */
  endSessionUrl(request: { idTokenHint: string; postLogoutRedirectUri: string }): Promise<string | null>;
  /** WinHub's own session token for a person, the one `verifier` accepts. */
  issueSessionToken(subject: TokenSubject): Promise<string>;
  /** Checks a back-channel logout token of the provider (OpenID Connect Back-Channel Logout 1.0). */
  verifyLogoutToken(token: string): Promise<ProviderLogout>;
  /** Tokens WinHub gives the services (signed with WinHub's key). */
  suiteTokens: SuiteTokens;
  /** WinHub's public keys (`/api/auth/jwks`). */
  jwks(): { keys: PublicJwk[] };
}
