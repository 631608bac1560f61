import { renderScreen } from './screens.ts';

export const LOGOUT_SCRIPT_ROUTE = '/assets/logout.js';

/** Submits the provider's sign-out form at once: WinHub asked for it with the ID token as hint. */
export const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm')?.submit();\n";

/**
 * The embedded provider's end-session page: its form (which carries the anti-CSRF value) confirmed
 * with `logout=yes` and sent by a same-origin script; without scripts the person presses Sign out,
 * which ends the session the same way.
 */
export function renderLogout(mount: string, form: string): string {
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return renderScreen(
    mount,
    'Sign out',
    `<script src="${mount}${LOGOUT_SCRIPT_ROUTE}" defer></script>
<h1>Sign out of WinHub</h1>
<p class="lead">Signing you out of WinHub on this browser. If nothing happens, press Sign out.</p>
${confirmed}
<button type="submit" form="op.logoutForm">Sign out</button>
<p class="switch"><a href="/">Back to WinHub</a></p>`,
  );
}
