import { loadContract } from '../api/contract.ts';
import { apiRequest } from '../api/http.ts';

/**
 * POST /api/auth/end-session-url: the provider's sign-out address (RP-initiated logout with the ID
 * token as hint, back to this origin's home page); null when it has none or cannot be asked.
 */
export async function providerSignOutUrl(idToken: string): Promise<string | null> {
  try {
    const answer = await apiRequest('/api/auth/end-session-url', {
      method: 'POST',
      body: { idTokenHint: idToken, postLogoutRedirectUri: `${window.location.origin}/` },
      token: null,
    });
    return (await loadContract()).endSessionResponseSchema.parse(answer).url;
  } catch (error) {
    console.error('Provider sign-out address request failed', error);
    return null;
  }
}
