import { renderScreen } from './screens.ts';

export const LOGOUT_SCRIPT_ROUTE = '/assets/logout.js';

/**
 * The embedded provider's end-session page: its form (which carries the anti-CSRF value) confirmed with
 * `logout=yes`. When WinHub itself asked (`askedByWinHub`: a valid ID token of this session as hint) a
 * same-origin script sends it at once, and without scripts the person presses Sign out. Any other
 * request only asks: a page elsewhere cannot sign a person out by sending them here.
 */
export function renderLogout(mount: string, form: string, askedByWinHub: boolean): string {
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  const lead = askedByWinHub
    ? 'Signing you out of WinHub on this browser. If nothing happens, press Sign out.'
    : 'Do you want to sign out of WinHub on this browser? Every WinHub service you opened here will be signed out too.';
  return renderScreen(
    mount,
    'Sign out',
    `<h1>Sign out of WinHub</h1>
<p class="lead">${lead}</p>
${confirmed}
<button type="submit" form="op.logoutForm">Sign out</button>
<p class="switch"><a href="/">${askedByWinHub ? 'Back to WinHub' : 'Stay signed in'}</a></p>`,
    askedByWinHub ? [LOGOUT_SCRIPT_ROUTE] : [],
  );
}
