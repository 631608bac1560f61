import { queryOptions } from '@tanstack/react-query';
import { callApi } from './callApi.ts';
import { HttpError } from './http.ts';

// The links people follow from their mail, without a session.

/** What a single-use link's token turned out to be. */
export type AccountLinkState = 'invalid' | 'expired' | 'used';

const LINK_STATES: Record<string, AccountLinkState> = {
  invalid_token: 'invalid',
  token_expired: 'expired',
  token_used: 'used',
};

/** What was wrong with the link, when the api refused it for its token (not for the rest of the request). */
export const linkRefusal = (error: unknown): AccountLinkState | null =>
  (error instanceof HttpError && error.apiCode && LINK_STATES[error.apiCode]) || null;

/** The state of a link the api refused; other failures (the network, the server) are thrown on. */
function refusedLinkState(error: unknown): AccountLinkState {
  if (!(error instanceof HttpError) || error.status >= 500) throw error;
  return linkRefusal(error) ?? 'invalid';
}

/**
 * POST /api/account/verify-email, once per token for the page's life (the token is single-use, so a
 * second run of the loader must read the first one's outcome, not spend the link again).
 */
export const emailVerificationQuery = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token] as const,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async (): Promise<{ state: 'verified'; email: string } | { state: AccountLinkState }> => {
      if (!token) return { state: 'invalid' };
      try {
        return { state: 'verified', ...(await callApi('verifyEmail', { body: { token } })) };
      } catch (error) {
        return { state: refusedLinkState(error) };
      }
    },
  });

/** POST /api/account/password-reset: the same answer whether or not an account has the address. */
export async function requestPasswordReset(email: string): Promise<void> {
  await callApi('passwordReset', { body: { email } });
}

/** POST /api/account/password-reset/confirm: the new password; every session of the account ends. */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await callApi('passwordResetConfirm', { body: { token, password } });
}

/** POST /api/account/email-verification (signed in): a new link; it voids the older ones. */
export const resendVerificationMail = () => callApi('resendVerification');
