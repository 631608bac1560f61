import { startAuthentication } from '@simplewebauthn/browser';

export type SecondFactorMethod = 'totp' | 'recovery_code' | 'passkey';

/** Where the browser goes next, what the provider asks next, or why it refused. */
export type CredentialsOutcome =
  | { outcome: 'continue'; location: string }
  | { outcome: 'second-factor'; interaction: string; methods: SecondFactorMethod[] }
  | { outcome: 'refused'; code: string; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function refusalOf(body: unknown): { code: string; message: string } | null {
  const error = isRecord(body) ? body.error : null;
  if (!isRecord(error) || typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  return { code: error.code, message: error.message };
}

const METHODS: readonly SecondFactorMethod[] = ['totp', 'recovery_code', 'passkey'];
const methodsOf = (body: unknown): SecondFactorMethod[] | null => {
  const secondFactor = isRecord(body) ? body.secondFactor : null;
  const methods = isRecord(secondFactor) ? secondFactor.methods : null;
  return Array.isArray(methods) ? METHODS.filter((method) => methods.includes(method)) : null;
};

const INTERACTION_PATH = /\/interaction\/[^/]+$/;

/**
 * Opens the authorization request in the background (it is same-origin) to reach the provider's sign-in
 * interaction, whose cookie the browser keeps; its path, or null when it cannot be reached this way.
 */
export async function openInteraction(authUrl: string): Promise<string | null> {
  if (new URL(authUrl, window.location.href).origin !== window.location.origin) return null;
  const screen = await fetch(authUrl, { credentials: 'same-origin' });
  const interaction = new URL(screen.url);
  if (
    !screen.ok ||
    interaction.origin !== window.location.origin ||
    !INTERACTION_PATH.test(interaction.pathname)
  ) {
    return null;
  }
  return interaction.pathname;
}

/** Posts to the interaction's own endpoints, as its screen would, asking for JSON. */
async function answerOf(
  interaction: string,
  step: string,
  body: URLSearchParams | unknown,
): Promise<CredentialsOutcome | null> {
  const form = body instanceof URLSearchParams;
  const answer = await fetch(`${interaction}/${step}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: form
      ? { Accept: 'application/json' }
      : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: form ? body : JSON.stringify(body),
  });
  const parsed: unknown = await answer.json().catch(() => null);
  if (answer.ok && isRecord(parsed) && typeof parsed.location === 'string') {
    return { outcome: 'continue', location: parsed.location };
  }
  const methods = answer.ok ? methodsOf(parsed) : null;
  if (methods) return { outcome: 'second-factor', interaction, methods };
  const refusal = refusalOf(parsed);
  if (answer.status >= 400 && answer.status < 500 && refusal) return { outcome: 'refused', ...refusal };
  return null;
}

/**
 * Signs in at the embedded provider with the credentials typed on /login, so the person types them
 * once: they go to the interaction's own form endpoint, never into an address or to the api. The
 * provider answers where the authorization continues, that it wants a second factor, or why it refused;
 * when the interaction cannot be reached this way, the browser goes to the provider's screen.
 */
export async function signInWithCredentials(
  authUrl: string,
  credentials: { email: string; password: string },
): Promise<CredentialsOutcome> {
  const providerScreen: CredentialsOutcome = { outcome: 'continue', location: authUrl };
  try {
    const interaction = await openInteraction(authUrl);
    if (!interaction) return providerScreen;
    return (await answerOf(interaction, 'login', new URLSearchParams(credentials))) ?? providerScreen;
  } catch (error) {
    console.warn('Signing in with the typed credentials failed; showing the provider screen', error);
    return providerScreen;
  }
}

const unavailable = (message: string): CredentialsOutcome => ({
  outcome: 'refused',
  code: 'unavailable',
  message,
});

/** The second step: an authenticator or recovery code for the interaction whose password was accepted. */
export async function submitSecondFactor(
  interaction: string,
  code: { method: 'totp' | 'recovery_code'; code: string },
): Promise<CredentialsOutcome> {
  try {
    return (
      (await answerOf(interaction, 'second-factor', code)) ??
      unavailable('The sign-in could not continue. Try again.')
    );
  } catch {
    return unavailable('The sign-in could not continue. Try again.');
  }
}

/**
 * A passkey for the interaction: the provider's options, the browser's ceremony (the device asks the
 * person), then the provider's verdict. As a second factor or, before any password, on its own.
 */
export async function signInWithPasskey(interaction: string): Promise<CredentialsOutcome> {
  try {
    const options = await fetch(`${interaction}/passkey/options`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!options.ok) return unavailable('Passkeys are not available now. Try again.');
    const optionsJSON = (await options.json()) as Parameters<typeof startAuthentication>[0]['optionsJSON'];
    const response = await startAuthentication({ optionsJSON });
    return (
      (await answerOf(interaction, 'passkey', { response })) ??
      unavailable('This passkey could not sign you in.')
    );
  } catch (error) {
    const cancelled = error instanceof Error && error.name === 'NotAllowedError';
    return unavailable(
      cancelled ? 'The passkey request was cancelled or timed out.' : 'This passkey could not sign you in.',
    );
  }
}
