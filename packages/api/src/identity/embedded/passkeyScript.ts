/**
 * The provider screens' passkey button (served from `/oidc/assets/passkey.js` beside WebAuthn's browser
 * library, so the CSP needs no inline script): asks the interaction for options, lets the browser sign
 * the challenge, posts the answer and follows where the sign-in continues.
 */
export const PASSKEY_SCRIPT = `
document.addEventListener('click', async (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-passkey]') : null;
  if (!button) return;
  const action = button.getAttribute('data-passkey');
  const error = button.parentElement.querySelector('[data-passkey-error]');
  const show = (message) => { error.textContent = message; error.hidden = false; };
  error.hidden = true;
  button.disabled = true;
  try {
    const post = (path, body) => fetch(action + path, {
      method: 'POST', credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    const options = await post('/passkey/options');
    if (!options.ok) throw new Error((await options.json()).error?.message ?? 'Passkeys are not available now.');
    const response = await SimpleWebAuthnBrowser.startAuthentication({ optionsJSON: await options.json() });
    const answer = await post('/passkey', { response });
    const body = await answer.json();
    if (!answer.ok || typeof body.location !== 'string') throw new Error(body.error?.message ?? 'This passkey could not sign you in.');
    window.location.assign(body.location);
  } catch (cause) {
    show(cause && cause.name === 'NotAllowedError' ? 'The passkey request was cancelled or timed out.' : (cause && cause.message) || 'This passkey could not sign you in.');
    button.disabled = false;
  }
});
`;
