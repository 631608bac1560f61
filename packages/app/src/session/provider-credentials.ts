/** Where the browser goes next, or why the provider refused the credentials. */
export type CredentialsOutcome =
  | { outcome: 'continue'; location: string }
  | { outcome: 'refused'; code: string; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function refusalOf(body: unknown): { code: string; message: string } | null {
  const error = isRecord(body) ? body.error : null;
  if (!isRecord(error) || typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  return { code: error.code, message: error.message };
}

const INTERACTION_PATH = /\/interaction\/[^/]+$/;

/**
 * Signs in at the embedded provider with the credentials typed on /login, so the person types them
 * once. The authorization request is opened in the background (it is same-origin) to reach the
 * provider's sign-in interaction, whose cookie the browser keeps; the credentials are then posted to
 * that interaction's own form endpoint, as its screen would, asking for JSON. The provider checks them
 * and answers where the authorization continues. The password never goes into an address or to the
 * api. When the interaction cannot be reached this way, the browser goes to the provider's screen.
 */
export async function signInWithCredentials(
  authUrl: string,
  credentials: { email: string; password: string },
): Promise<CredentialsOutcome> {
  const providerScreen: CredentialsOutcome = { outcome: 'continue', location: authUrl };
  if (new URL(authUrl, window.location.href).origin !== window.location.origin) return providerScreen;
  try {
    const screen = await fetch(authUrl, { credentials: 'same-origin' });
    const interaction = new URL(screen.url);
    if (
      !screen.ok ||
      interaction.origin !== window.location.origin ||
      !INTERACTION_PATH.test(interaction.pathname)
    ) {
      return providerScreen;
    }
    const answer = await fetch(`${interaction.pathname}/login`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams(credentials),
    });
    const body: unknown = await answer.json().catch(() => null);
    if (answer.ok && isRecord(body) && typeof body.location === 'string') {
      return { outcome: 'continue', location: body.location };
    }
    const refusal = refusalOf(body);
    if (answer.status >= 400 && answer.status < 500 && refusal) return { outcome: 'refused', ...refusal };
    return providerScreen;
  } catch (error) {
    console.warn('Signing in with the typed credentials failed; showing the provider screen', error);
    return providerScreen;
  }
}
