import type { StandInSession } from './sessionStore.ts';
import type { StandInOptions } from './standInOptions.ts';

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(options: StandInOptions, title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(options.displayName)}</title>
<link rel="stylesheet" href="/styles.css">
</head>
<body>
<header class="bar"><span class="mark" aria-hidden="true"></span><span class="name">${escapeHtml(options.displayName)}</span><span class="tag">Stand-in</span></header>
<main>
<p class="notice">This is a stand-in for ${escapeHtml(options.displayName)}. In production the real service answers at this address (SERVICE_ORIGINS); here it shows what a service learns from WinHub when you open it.</p>
${content}
</main>
</body>
</html>`;
}

const yesNo = (value: boolean) => (value ? '<span class="yes">Yes</span>' : '<span class="no">No</span>');
const time = (iso: string) => new Date(iso).toUTCString();

export function signedInPage(
  options: StandInOptions,
  session: StandInSession,
  notice: string | null,
): string {
  const { user, organization } = session;
  const rows: [string, string][] = [
    ['Name', escapeHtml(user.fullName)],
    [
      'Email',
      `${escapeHtml(user.email)} ${user.emailVerified ? '<span class="yes">(verified)</span>' : '<span class="unverified">(not verified)</span>'}`,
    ],
    ['Organization', escapeHtml(organization.name)],
    ['Plan', organization.subscriptionType === 'premium' ? 'Premium' : 'Free'],
    ['Role', escapeHtml(user.role)],
    ['Can post as the company', yesNo(user.permissions.canPostAsCompany)],
    ['Can sell as the company', yesNo(user.permissions.canSellAsCompany)],
    ['WinHub session', `<code>${escapeHtml(session.sid)}</code>`],
    ['Signed in here', time(session.createdAt)],
    ['Last checked with WinHub', time(session.checkedAt)],
  ];
  return page(
    options,
    `Signed in as ${user.fullName}`,
    `${notice ? `<p class="alert ok" role="status">${escapeHtml(notice)}</p>` : ''}
<h1>Signed in as ${escapeHtml(user.fullName)}</h1>
<p class="lead">WinHub signed you in to ${escapeHtml(options.displayName)}. Signing out of WinHub, anywhere, signs you out here too.</p>
<section class="card" aria-label="What ${escapeHtml(options.displayName)} knows about you">
<dl>${rows.map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`).join('')}</dl>
</section>
<div class="actions">
<form method="post" action="/refresh"><button type="submit" class="primary">Check status with WinHub</button></form>
<form method="post" action="/sign-out"><button type="submit">Sign out of ${escapeHtml(options.displayName)}</button></form>
<a class="button" href="${escapeHtml(new URL('/dashboard', options.winhubOrigin).href)}">Back to WinHub</a>
</div>`,
  );
}

export function signedOutPage(options: StandInOptions, ended: StandInSession | undefined): string {
  const reason =
    ended?.endedBy === 'winhub'
      ? `<p class="alert" role="status">You were signed out of ${escapeHtml(options.displayName)} because your WinHub session ended.</p>`
      : ended?.endedBy === 'you'
        ? `<p class="alert ok" role="status">You signed out of ${escapeHtml(options.displayName)}.</p>`
        : '';
  return page(
    options,
    'Not signed in',
    `${reason}
<h1>You are not signed in to ${escapeHtml(options.displayName)}</h1>
<p class="lead">Open ${escapeHtml(options.displayName)} from WinHub: it signs you in here with your WinHub account.</p>
<div class="actions"><a class="button primary" href="${escapeHtml(new URL('/dashboard', options.winhubOrigin).href)}">Open from WinHub</a></div>`,
  );
}

const REFUSALS: Record<string, string> = {
  invalid_grant: 'This sign-in link has expired or was already used. Open the service from WinHub again.',
  invalid_client: 'WinHub did not recognise this service’s credentials. Its operator must configure them.',
};

export function refusedPage(options: StandInOptions, reason: string): string {
  return page(
    options,
    'Sign-in failed',
    `<p class="alert" role="alert">${escapeHtml(REFUSALS[reason] ?? 'WinHub could not sign you in here. Try again from WinHub.')}</p>
<h1>Sign-in to ${escapeHtml(options.displayName)} failed</h1>
<div class="actions"><a class="button primary" href="${escapeHtml(new URL('/dashboard', options.winhubOrigin).href)}">Back to WinHub</a></div>`,
  );
}
