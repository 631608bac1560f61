// Signing in to a WinHub that runs as its own process, over HTTP only, as the browser does: the app asks
// for the sign-in URL, the embedded provider's form is posted, and the callback is exchanged for a session.
import { Browser } from './providerFlow.ts';

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Follows redirects until a page renders or the browser is sent to the app's `/auth-callback`. */
async function follow(browser: Browser, response: Response, origin: string) {
  let current = response;
  for (let hops = 0; hops < 15; hops++) {
    const location = current.headers.get('location');
    if (!location) return { html: await current.text(), url: current.url };
    const next = new URL(location, current.url || origin);
    check(next.origin === origin, `sign-in left ${origin} for ${next.href}`);
    if (next.pathname === '/auth-callback') return { callbackSearch: next.search };
    current = await browser.request(next.href);
  }
  throw new Error('too many redirects');
}

/**
 * Signs `email` in through the WinHub at `origin` (its public origin: the provider's pages are reached
 * there) and answers the session token and the `/auth-callback` query the browser was sent to.
 */
export async function signInOverHttp(
  origin: string,
  email: string,
  password: string,
): Promise<{ token: string; callbackSearch: string }> {
  const browser = new Browser();
  const started = await browser.request(`${origin}/api/auth/winauth-url`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ redirectUri: null }),
  });
  check(started.ok, `winauth-url answered ${started.status}`);
  const { authUrl } = (await started.json()) as { authUrl: string };
  check(authUrl.startsWith(`${origin}/oidc/`), `the provider is not reached through ${origin}: ${authUrl}`);
  const login = await follow(browser, await browser.request(authUrl), origin);
  check('html' in login && login.html, 'expected the provider sign-in page');
  const action = /<form[^>]*action="([^"]+)"/.exec(login.html ?? '')?.[1]?.replaceAll('&#38;', '&');
  check(action, 'the sign-in page has no form');
  const done = await follow(
    browser,
    await browser.postForm(new URL(action, origin).href, { email, password }),
    origin,
  );
  check('callbackSearch' in done && done.callbackSearch, `sign-in did not come back to ${origin}`);
  const session = await browser.request(`${origin}/api/auth/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ search: done.callbackSearch }),
  });
  check(session.ok, `the callback exchange answered ${session.status}`);
  const { token } = (await session.json()) as { token: string };
  return { token, callbackSearch: done.callbackSearch };
}
