import * as oidc from 'openid-client';
import { DomainError, invalid, upstreamUnavailable } from '../domain/errors.ts';

export const EMAIL_MISSING_MESSAGE = 'Your identity provider did not share an email address';

const providerUnreachable = () =>
  upstreamUnavailable('provider_unreachable', 'The identity provider could not be reached');

/** The ID token check that failed, from openid-client's error (its message names the claim or step). */
function idTokenFailure(error: oidc.ClientError): DomainError | null {
  const claim = (error.cause as { claim?: unknown } | undefined)?.claim;
  const text = `${error.message} ${claim ?? ''}`;
  if (/signature/i.test(text)) return invalid('id_token_signature', 'The ID token signature is not valid');
  if (/"iss"|\biss\b/.test(text))
    return invalid('id_token_issuer', 'The ID token issuer is not the configured one');
  if (/"aud"|\baud\b|"azp"/.test(text))
    return invalid('id_token_audience', 'The ID token is not meant for this client');
  if (/"nonce"/.test(text))
    return invalid('nonce_mismatch', 'The ID token nonce does not match this sign-in');
  if (/"exp"|"iat"|"nbf"/.test(text))
    return invalid('id_token_expired', 'The ID token has expired or is not yet valid');
  if (/"state"/.test(text)) return invalid('state_mismatch', 'The sign-in state does not match');
  if (/missing|required/i.test(text))
    return invalid('claim_missing', `A required claim is missing: ${error.message}`);
  if (/key/i.test(text)) return invalid('id_token_signature', 'No key of the provider verifies the ID token');
  return null;
}

/** Maps any failure of the code exchange to a 4xx (or 502 for an unreachable provider) whose code names why. */
export function callbackError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return invalid(error.error, error.error_description ?? error.error);
  }
  if (error instanceof oidc.WWWAuthenticateChallengeError) {
    return invalid('userinfo_refused', 'The provider refused its own access token at userinfo');
  }
  if (error instanceof oidc.ClientError) {
    const cause = error.cause instanceof Error ? error.cause : null;
    if (cause && /"state"/.test(cause.message))
      return invalid('state_mismatch', 'The sign-in state does not match');
    if (cause instanceof TypeError || /fetch failed|ECONNREFUSED|ENOTFOUND/i.test(error.message))
      return providerUnreachable();
    return idTokenFailure(error) ?? invalid('invalid_callback', cause?.message || error.message);
  }
  return providerUnreachable();
}
