import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { IdentityConfig } from '../config.ts';
import { invalid } from '../domain/errors.ts';
import type { AuthorizationStart, AuthorizationTransaction, Identity } from '../domain/ports/identity.ts';
import { callbackError, EMAIL_MISSING_MESSAGE } from './callbackErrors.ts';
import { profileFromClaims } from './providerProfile.ts';

const SCOPE = 'openid email profile';

type OidcClient = Pick<
  Identity,
  'startAuthorization' | 'completeAuthorization' | 'endSessionUrl' | 'verifyLogoutToken'
>;

const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/**
 * The api as a relying party of the identity provider (openid-client): authorization URLs, the code
 * exchange with the ID token checked against the provider's JWKS (signature, iss, aud, nonce, exp),
 * userinfo (the embedded provider puts the claims in its ID token instead: its access tokens are for
 * the api only), and RP-initiated logout. The provider's access-token format never matters.
 */
export function createOidcClient(identity: IdentityConfig, options: { fetchUserinfo: boolean }): OidcClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    configuration ??= (async () => {
      const issuer = new URL(identity.issuer);
      const execute = [oidc.enableNonRepudiationChecks];
      if (issuer.protocol === 'http:') execute.push(oidc.allowInsecureRequests);
      return oidc.discovery(
        issuer,
        identity.clientId,
        undefined,
        oidc.ClientSecretBasic(identity.clientSecret),
        { execute },
      );
    })();
    configuration.catch(() => {
      configuration = undefined;
    });
    return configuration;
  };

  async function startAuthorization(start: AuthorizationStart) {
    const config = await discover().catch((error: unknown) => {
      throw callbackError(error);
    });
    const transaction: AuthorizationTransaction = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      redirectUri: start.redirectUri,
    };
    const params: Record<string, string> = {
      redirect_uri: start.redirectUri,
      response_type: 'code',
      scope: SCOPE,
      state: transaction.state,
      nonce: transaction.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(transaction.codeVerifier),
      code_challenge_method: 'S256',
      force_loading: 'true',
    };
    // prompt=login: whoever names an account (or registers one) types its credentials; an existing
    // provider session of another person is never silently reused
    if (start.isRegistration) params.screen_hint = 'signup';
    if (start.isRegistration || start.prefill?.email) params.prompt = 'login';
    if (start.prefill?.email) params.login_hint = start.prefill.email;
    if (start.prefill?.name) params.prefill_name = start.prefill.name;
    return { authUrl: oidc.buildAuthorizationUrl(config, params).href, transaction };
  }

  async function completeAuthorization(transaction: AuthorizationTransaction, search: string) {
    try {
      const config = await discover();
      const query = search.startsWith('?') ? search : `?${search}`;
      const tokens = await oidc.authorizationCodeGrant(config, new URL(transaction.redirectUri + query), {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims || !tokens.id_token) throw invalid('claim_missing', 'The provider sent no ID token');
      const userinfo = options.fetchUserinfo
        ? await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)
        : {};
      const person = profileFromClaims(idClaims.sub, idClaims, userinfo);
      const { email } = person;
      if (!email) throw invalid('email_missing', EMAIL_MISSING_MESSAGE);
      return { identity: { ...person, email }, idToken: tokens.id_token };
    } catch (error) {
      throw callbackError(error);
    }
  }

  async function endSessionUrl(request: { idTokenHint: string; postLogoutRedirectUri: string }) {
    const config = await discover().catch((error: unknown) => {
      throw callbackError(error);
    });
    if (!config.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(config, {
      id_token_hint: request.idTokenHint,
      post_logout_redirect_uri: request.postLogoutRedirectUri,
    }).href;
  }

  let keys: JWTVerifyGetKey | undefined;
  /**
   * A logout token of the provider (Back-Channel Logout 1.0 §2.6): signed by the provider's keys, for this
   * client, with the back-channel event, a `sid` or `sub`, and never a `nonce`.
   */
  async function verifyLogoutToken(token: string) {
    const config = await discover();
    const jwksUri = config.serverMetadata().jwks_uri;
    if (!jwksUri) throw invalid('invalid_logout_token', 'The provider publishes no keys');
    keys ??= createRemoteJWKSet(new URL(jwksUri));
    const { payload, protectedHeader } = await jwtVerify(token, keys, {
      issuer: config.serverMetadata().issuer,
      audience: identity.clientId,
      requiredClaims: ['iat'],
      maxTokenAge: '10m',
    }).catch(() => {
      throw invalid('invalid_logout_token', 'The logout token is not valid');
    });
    const events = payload.events as Record<string, unknown> | undefined;
    const typ = protectedHeader.typ?.toLowerCase();
    if (
      (typ !== undefined && typ !== 'logout+jwt' && typ !== 'jwt') ||
      typeof events?.[BACKCHANNEL_LOGOUT_EVENT] !== 'object' ||
      'nonce' in payload ||
      (typeof payload.sid !== 'string' && typeof payload.sub !== 'string')
    ) {
      throw invalid('invalid_logout_token', 'The logout token is not a back-channel logout token');
    }
    return {
      subject: typeof payload.sub === 'string' ? payload.sub : null,
      providerSid: typeof payload.sid === 'string' ? payload.sid : null,
    };
  }

  return { startAuthorization, completeAuthorization, endSessionUrl, verifyLogoutToken };
}
