import { errors } from 'oidc-provider';
import { renderProviderError } from './screens.ts';

const EXPIRED_INTERACTION =
  'This sign-in page has expired or was opened in another browser. Start signing in again from WinHub.';

/**
 * The page a browser gets for a refused request on the provider's paths (a missing interaction cookie, an
 * oversized form, a character that is not allowed, a malformed address): the provider's own screen with
 * the refusal and a way back, not JSON.
 */
export const providerErrorPage =
  (mount: string) =>
  (failure: { message: string }, error: unknown): string =>
    renderProviderError(
      mount,
      error instanceof errors.SessionNotFound ? EXPIRED_INTERACTION : failure.message,
    );
