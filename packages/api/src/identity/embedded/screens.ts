import { BRAND_MARK_SVG, FAVICON_ROUTE } from './brandAssets.ts';

export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const SCREENS_CSS_ROUTE = '/assets/screens.css';
export const PASSKEY_SCRIPT_ROUTE = '/assets/passkey.js';
export const WEBAUTHN_BROWSER_ROUTE = '/assets/webauthn-browser.js';

/** Where "Forgot password?" goes: the app's reset flow, the same as /login's. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';

interface ScreenBase {
  /** Where the provider is mounted, e.g. `/oidc`. */
  mount: string;
  uid: string;
  error?: string | undefined;
  email?: string | undefined;
}

export interface SignUpScreen extends ScreenBase {
  fullName?: string | undefined;
}

/** A provider page: WinHub's brand, one card holding `content` (trusted HTML), the screens stylesheet. */
export function renderScreen(mount: string, title: string, content: string, scripts: string[] = []): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(title)} · WinHub</title>
<link rel="icon" href="${mount}${FAVICON_ROUTE}" type="image/svg+xml">
<link rel="stylesheet" href="${mount}${SCREENS_CSS_ROUTE}">
${scripts.map((route) => `<script src="${mount}${route}" defer></script>`).join('\n')}
</head>
<body>
<main>
<div class="brand"><span class="brand-mark">${BRAND_MARK_SVG}</span><span>Win<span class="brand-hub">Hub</span></span></div>
<div class="card">${content}</div>
<p class="footer">One account for every WinHub service.</p>
</main>
</body>
</html>`;
}

export const alert = (error: string | undefined) =>
  error ? `<p class="alert" role="alert" id="form-error">${escapeHtml(error)}</p>` : '';
export const invalid = (error: string | undefined) =>
  error ? ' aria-invalid="true" aria-describedby="form-error"' : '';

/** A "Sign in with a passkey" button; the passkey script runs the ceremony against `action`. */
export const passkeyButton = (action: string, label: string) =>
  `<button type="button" class="secondary" data-passkey="${action}">${escapeHtml(label)}</button>
<p class="alert" role="alert" data-passkey-error hidden></p>`;

/** The scripts a screen with a passkey button loads (same origin, so the CSP needs no inline script). */
export const PASSKEY_SCRIPTS = [WEBAUTHN_BROWSER_ROUTE, PASSKEY_SCRIPT_ROUTE];

export function renderSignIn(screen: ScreenBase): string {
  const action = `${screen.mount}/interaction/${escapeHtml(screen.uid)}`;
  return renderScreen(
    screen.mount,
    'Sign in',
    `<h1>Sign in</h1>
<p class="lead">Welcome back. Sign in to continue to WinHub.</p>
${alert(screen.error)}
<form method="post" action="${action}/login" novalidate>
<label for="email">Email<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(screen.email)}"${invalid(screen.error)}${screen.email ? '' : ' autofocus'}></label>
<label for="password">Password<input id="password" name="password" type="password" autocomplete="current-password" required${invalid(screen.error)}${screen.email ? ' autofocus' : ''}></label>
<button type="submit">Sign in</button>
</form>
<p class="aside"><a href="${FORGOT_PASSWORD_PATH}">Forgot password?</a></p>
<div class="or" aria-hidden="true">or</div>
${passkeyButton(action, 'Sign in with a passkey')}
<p class="switch">New to WinHub? <a href="${action}?screen=signup">Create an account</a></p>`,
    PASSKEY_SCRIPTS,
  );
}

export function renderSignUp(screen: SignUpScreen): string {
  const action = `${screen.mount}/interaction/${escapeHtml(screen.uid)}`;
  return renderScreen(
    screen.mount,
    'Create your account',
    `<h1>Create your account</h1>
<p class="lead">Free trial, instant access to all microservices.</p>
${alert(screen.error)}
<form method="post" action="${action}/register" novalidate>
<label for="fullName">Full name<input id="fullName" name="fullName" autocomplete="name" required minlength="2" value="${escapeHtml(screen.fullName)}"${screen.fullName ? '' : ' autofocus'}></label>
<label for="email">Email<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(screen.email)}"></label>
<label for="password">Password <span class="hint">(at least 6 characters)</span><input id="password" name="password" type="password" autocomplete="new-password" required minlength="6"${screen.fullName ? ' autofocus' : ''}></label>
<button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${action}?screen=login">Sign in</a></p>`,
  );
}

export function renderProviderError(mount: string, message: string): string {
  return renderScreen(
    mount,
    'Sign-in problem',
    `<h1>Something went wrong</h1>
<p class="alert" role="alert">${escapeHtml(message)}</p>
<p class="switch"><a href="/">Back to WinHub</a></p>`,
  );
}

/** The page a mailed unlock link opens: a button, so that a mail scanner fetching the link does not use it. */
export function renderUnlock(mount: string, token: string, error?: string): string {
  return renderScreen(
    mount,
    'Unlock sign-in',
    `<h1>Unlock sign-in</h1>
<p class="lead">Sign-in to your account was paused after several wrong passwords. Unlock it for this browser.</p>
${alert(error)}
<form method="post" action="${mount}/unlock">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Unlock sign-in</button>
</form>
<p class="aside"><a href="${FORGOT_PASSWORD_PATH}">Forgot password?</a></p>`,
  );
}

export function renderUnlocked(mount: string): string {
  return renderScreen(
    mount,
    'Sign-in unlocked',
    `<h1>Sign-in unlocked</h1>
<p class="lead">This browser can sign in to your account again, whatever happens elsewhere.</p>
<p class="switch"><a href="/login">Sign in</a></p>`,
  );
}
