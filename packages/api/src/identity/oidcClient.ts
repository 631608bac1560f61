import * as oidc from 'openid-client';
import type { IdentityConfig } from '../config.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import type { AccessTokenVerifier } from './accessTokens.ts';
import type { AuthorizationStart, AuthorizationTransaction, Identity, ProviderIdentity } from './identity.ts';

const SCOPE = 'openid email profile';

function callbackError(error: unknown): HttpError {
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return badRequest(error.error_description ?? error.error, error.error);
  }
  if (error instanceof oidc.ClientError) {
    const cause = error.cause instanceof Error ? error.cause.message : '';
    if (/"state"/.test(cause)) return badRequest('The sign-in state does not match', 'state_mismatch');
    return badRequest(cause || error.message, 'invalid_callback');
  }
  if (error instanceof HttpError) return error;
  return new HttpError(502, 'provider_unavailable', 'The identity provider could not be reached');
}

/** The api as a client of the identity provider (openid-client): authorization URLs and the code exchange. */
export function createOidcClient(
  identity: IdentityConfig,
  verifier: AccessTokenVerifier,
): Pick<Identity, 'startAuthorization' | 'completeAuthorization'> {
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    configuration ??= (async () => {
      const issuer = new URL(identity.issuer);
      const options = issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
      return oidc.discovery(
        issuer,
        identity.clientId,
        undefined,
        oidc.ClientSecretBasic(identity.clientSecret),
        options,
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
    // prompt=login: an existing provider session must not silently sign the old user in
    if (start.isRegistration) Object.assign(params, { screen_hint: 'signup', prompt: 'login' });
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
      const claims = await verifier.verify(tokens.access_token);
      let profile: ProviderIdentity = {
        sub: claims.sub,
        email: claims.email ?? null,
        firstName: claims.given_name ?? '',
        lastName: claims.family_name ?? '',
      };
      if (!profile.email) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        profile = {
          sub: claims.sub,
          email: info.email ?? null,
          firstName: info.given_name ?? '',
          lastName: info.family_name ?? '',
        };
      }
      return { accessToken: tokens.access_token, identity: profile };
    } catch (error) {
      throw callbackError(error);
    }
  }

  return { startAuthorization, completeAuthorization };
}
