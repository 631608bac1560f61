import { callApi } from '../api/callApi.ts';

/**
 * POST /api/auth/sign-out: ends the WinHub session on the server (on every instance at once) and at every
 * service it opened. A failure is only logged: the browser forgets the session either way.
 */
export async function endServerSession(token: string | null): Promise<void> {
  if (!token) return;
  try {
    await callApi('signOut', { token });
  } catch (error) {
    console.warn('The server session could not be ended', error);
  }
}

/**
 * POST /api/auth/end-session-url: the provider's sign-out address (RP-initiated logout with the ID
 * token as hint, back to this origin's home page); null when it has none or cannot be asked.
 */
export async function providerSignOutUrl(idToken: string): Promise<string | null> {
  try {
    const answer = await callApi('endSessionUrl', {
      body: { idTokenHint: idToken, postLogoutRedirectUri: `${window.location.origin}/` },
    });
    return answer.url;
  } catch (error) {
    console.error('Provider sign-out address request failed', error);
    return null;
  }
}
