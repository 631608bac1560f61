import type { SecondFactorMethod } from '../../domain/ports/providerInteraction.ts';
import { alert, escapeHtml, invalid, PASSKEY_SCRIPTS, passkeyButton, renderScreen } from './screens.ts';

export interface SecondFactorScreen {
  mount: string;
  uid: string;
  methods: SecondFactorMethod[];
  /** Which code the form asks for. */
  using: 'totp' | 'recovery_code';
  error?: string | undefined;
}

/** The sign-in's second step on the provider's own screen: an authenticator code, a recovery code, or a passkey. */
export function renderSecondFactor(screen: SecondFactorScreen): string {
  const action = `${screen.mount}/interaction/${escapeHtml(screen.uid)}`;
  const recovery = screen.using === 'recovery_code';
  const field = recovery
    ? `<label for="code">Recovery code<input id="code" name="code" autocomplete="off" autocapitalize="characters" spellcheck="false" required autofocus${invalid(screen.error)}></label>`
    : `<label for="code">Authentication code<input id="code" name="code" inputmode="numeric" pattern="[0-9]*" maxlength="6" autocomplete="one-time-code" required autofocus${invalid(screen.error)}></label>`;
  const other = recovery
    ? `<a href="${action}?screen=totp">Use your authenticator app instead</a>`
    : `<a href="${action}?screen=recovery">Use a recovery code instead</a>`;
  return renderScreen(
    screen.mount,
    'Two-factor authentication',
    `<h1>Two-factor authentication</h1>
<p class="lead">${
      recovery
        ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each works once.'
        : 'Enter the 6-digit code from your authenticator app.'
    }</p>
${alert(screen.error)}
<form method="post" action="${action}/second-factor" novalidate>
<input type="hidden" name="method" value="${screen.using}">
${field}
<button type="submit">Verify</button>
</form>
<p class="aside">${other}</p>
${screen.methods.includes('passkey') ? `<div class="or" aria-hidden="true">or</div>\n${passkeyButton(action, 'Use a passkey')}` : ''}
<p class="switch"><a href="/login">Back to sign in</a></p>`,
    screen.methods.includes('passkey') ? PASSKEY_SCRIPTS : [],
  );
}
