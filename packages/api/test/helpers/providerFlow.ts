import type { SessionResponse } from '../../src/contract/common.ts';
import type { TestApp } from './testApp.ts';

/** A tiny browser: one cookie jar (paths ignored), redirects followed by hand. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, raw] = attribute.trim().split('=');
        return key?.toLowerCase() === 'expires' && raw !== undefined && new Date(raw).getTime() < Date.now();
      });
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  }

  postForm(url: string, fields: Record<string, string>) {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  postJson(url: string, body: unknown) {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
}

export interface ScreenPage {
  url: string;
  status: number;
  html: string;
}

/**
 * Follows redirects from `response` until a page renders (status 200/4xx with HTML) or the browser is
 * sent back to the app's callback; returns either the page or the callback's query string.
 */
export async function follow(
  browser: Browser,
  testApp: TestApp,
  response: Response,
): Promise<{ page: ScreenPage } | { callbackSearch: string }> {
  let current = response;
  let url = current.url;
  for (let hops = 0; hops < 15; hops++) {
    const location = current.headers.get('location');
    if (current.status < 300 || current.status >= 400 || !location) {
      return { page: { url, status: current.status, html: await current.text() } };
    }
    const next = new URL(location, url || testApp.origin);
    if (next.pathname === '/auth-callback') return { callbackSearch: next.search };
    url = next.href;
    current = await browser.request(url);
  }
  throw new Error('too many redirects');
}

/** The action of the page's form, resolved against the app origin. */
export const formAction = (testApp: TestApp, html: string) => {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in page: ${html.slice(0, 200)}`);
  return new URL(action.replaceAll('&#38;', '&'), testApp.origin).href;
};

export async function startAuthorization(
  browser: Browser,
  testApp: TestApp,
  body: Record<string, unknown>,
): Promise<{ page: ScreenPage } | { callbackSearch: string }> {
  const started = await browser.postJson(`${testApp.origin}/api/auth/winauth-url`, body);
  if (started.status !== 200) throw new Error(`winauth-url ${started.status}: ${await started.text()}`);
  const { authUrl } = (await started.json()) as { authUrl: string };
  return follow(browser, testApp, await browser.request(authUrl));
}

/** Hands the callback query string to the api as the app's /auth-callback does. */
export async function completeCallback(browser: Browser, testApp: TestApp, search: string) {
  const response = await browser.postJson(`${testApp.origin}/api/auth/callback`, { search });
  return {
    status: response.status,
    body: (await response.json()) as SessionResponse & { error?: { code: string } },
  };
}

/** Sign-up on the provider's screen, then the callback exchange: a new person's session. */
export async function signUpThroughProvider(
  testApp: TestApp,
  person: { fullName: string; email: string; password: string },
): Promise<SessionResponse> {
  const browser = new Browser();
  const start = await startAuthorization(browser, testApp, {
    redirectUri: `${testApp.origin}/auth-callback`,
    isRegistration: true,
    prefillData: { name: person.fullName, email: person.email },
  });
  if (!('page' in start)) throw new Error('expected the sign-up screen');
  const done = await follow(
    browser,
    testApp,
    await browser.postForm(formAction(testApp, start.page.html), person),
  );
  if (!('callbackSearch' in done)) throw new Error(`sign-up did not finish: ${done.page.html.slice(0, 300)}`);
  const result = await completeCallback(browser, testApp, done.callbackSearch);
  if (result.status !== 200) throw new Error(`callback ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}

export type SignInResult =
  | { kind: 'session'; session: SessionResponse & { idToken: string } }
  | { kind: 'page'; page: ScreenPage };

/**
 * Signs in on the provider's own screen in `browser`; the session when the password is all it takes,
 * otherwise the page the provider answered (a second-factor step, or the sign-in screen with an error).
 */
export async function signInThroughProvider(
  testApp: TestApp,
  credentials: { email: string; password: string },
  browser = new Browser(),
): Promise<SignInResult> {
  const start = await startAuthorization(browser, testApp, {
    redirectUri: null,
    prefillData: { email: credentials.email },
  });
  if (!('page' in start)) throw new Error('expected the sign-in screen');
  return finishOnScreen(
    browser,
    testApp,
    await browser.postForm(formAction(testApp, start.page.html), credentials),
  );
}

/** Follows a screen's answer to either the next page or a completed callback. */
export async function finishOnScreen(
  browser: Browser,
  testApp: TestApp,
  response: Response,
): Promise<SignInResult> {
  const done = await follow(browser, testApp, response);
  if ('page' in done) return { kind: 'page', page: done.page };
  const result = await completeCallback(browser, testApp, done.callbackSearch);
  if (result.status !== 200) throw new Error(`callback ${result.status}: ${JSON.stringify(result.body)}`);
  return { kind: 'session', session: result.body as SessionResponse & { idToken: string } };
}

/** The claims of a JWT (no check: for reading what a test was given). */
export const claimsOf = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());
