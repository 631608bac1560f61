import * as oidc from 'openid-client';
import { badRequest, HttpError } from '../http/errors.ts';

export const EMAIL_MISSING_MESSAGE = 'Your identity provider did not share an email address';

const providerUnreachable = () =>
  new HttpError(502, 'provider_unreachable', 'The identity provider could not be reached');

/** The ID token check that failed, from openid-client's error (its message names the claim or step). */
function idTokenFailure(error: oidc.ClientError): HttpError | null {
  const claim = (error.cause as { claim?: unknown } | undefined)?.claim;
  const text = `${error.message} ${claim ?? ''}`;
  if (/signature/i.test(text)) return badRequest('The ID token signature is not valid', 'id_token_signature');
  if (/"iss"|\biss\b/.test(text))
    return badRequest('The ID token issuer is not the configured one', 'id_token_issuer');
  if (/"aud"|\baud\b|"azp"/.test(text))
    return badRequest('The ID token is not meant for this client', 'id_token_audience');
  if (/"nonce"/.test(text))
    return badRequest('The ID token nonce does not match this sign-in', 'nonce_mismatch');
  if (/"exp"|"iat"|"nbf"/.test(text))
    return badRequest('The ID token has expired or is not yet valid', 'id_token_expired');
  if (/"state"/.test(text)) return badRequest('The sign-in state does not match', 'state_mismatch');
  if (/missing|required/i.test(text))
    return badRequest(`A required claim is missing: ${error.message}`, 'claim_missing');
  if (/key/i.test(text))
    return badRequest('No key of the provider verifies the ID token', 'id_token_signature');
  return null;
}

/** Maps any failure of the code exchange to a 4xx (or 502 for an unreachable provider) whose code names why. */
export function callbackError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return badRequest(error.error_description ?? error.error, error.error);
  }
  if (error instanceof oidc.WWWAuthenticateChallengeError) {
    return badRequest('The provider refused its own access token at userinfo', 'userinfo_refused');
  }
  if (error instanceof oidc.ClientError) {
    const cause = error.cause instanceof Error ? error.cause : null;
    if (cause && /"state"/.test(cause.message))
      return badRequest('The sign-in state does not match', 'state_mismatch');
    if (cause instanceof TypeError || /fetch failed|ECONNREFUSED|ENOTFOUND/i.test(error.message))
      return providerUnreachable();
    return idTokenFailure(error) ?? badRequest(cause?.message || error.message, 'invalid_callback');
  }
  return providerUnreachable();
}
