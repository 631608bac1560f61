import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type TestAccount = {
  email: string;
  password: string;
  fullName: string;
  token: string;
  user: { id: string; email: string; firstName: string; lastName: string; fullName: string };
};

/** A fresh free organization and its admin, created through POST /api/create-account. */
export async function createAccount(request: APIRequestContext, name = 'Ana Souza'): Promise<TestAccount> {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'secret-pass-1';
  const response = await request.post('/api/create-account', {
    // Each fixture account comes from its own client address (a documentation range, trusted only
    // because the e2e server trusts loopback proxies), so fixtures never use up the sign-up limit
    // that the sign-up flows under test share.
    headers: { 'X-Forwarded-For': `203.0.113.${randomInt(1, 255)}` },
    data: {
      email,
      fullName: name,
      password,
      persona: 'empresa',
      organizationName: `${name} Ltda`,
      employees: '1-5',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token, user } = await response.json();
  return { email, password, fullName: name, token, user };
}

/** Stores the session the way the app does after sign-in, then opens `path`. */
export async function openSignedIn(page: Page, account: TestAccount, path: string): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('winhub_auth_token', token);
    localStorage.setItem('winhub_user', JSON.stringify(user));
  }, account);
  await page.goto(path);
}

/** Pays for Premium through the api and the test-mode gateway (4242: succeeds). */
export async function upgradeThroughApi(request: APIRequestContext, account: TestAccount): Promise<void> {
  const headers = { Authorization: `Bearer ${account.token}` };
  const setup = await request.post('/api/billing/create-subscription', { headers, data: {} });
  expect(setup.ok(), await setup.text()).toBe(true);
  const { clientSecret } = await setup.json();
  const confirm = await request.post('/api/billing/test-mode/confirm', {
    headers,
    data: {
      clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: account.fullName },
    },
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
}

/** An unsigned token the app reads as a JWT whose `exp` is `secondsLeft` away. */
export function tokenExpiringIn(secondsLeft: number): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none' })}.${encode({ exp: Math.floor(Date.now() / 1000) + secondsLeft })}.`;
}

/** The embedded provider's screens live under /oidc. */
export const providerScreen = /\/oidc\//;

/**
 * Waits for the provider's screen, which counts once its page has loaded: through a redirect page's
 * second on a slow, loaded 2-core machine that took over 10 s.
 */
export const expectProviderScreen = (page: Page) =>
  expect(page).toHaveURL(providerScreen, { timeout: 30_000 });

/** The toast region, so a toast is not confused with a page heading of the same words. */
export const toasts = (page: Page) => page.getByRole('region', { name: /notification/i });

/** Fills the home page's registration section. */
export async function fillRegistration(page: Page, lead: { name: string; email: string }): Promise<void> {
  const section = page.locator('#registration-section');
  // the section hydrates (its fields take text) as it comes into view, as a person scrolling to it sees
  await section.scrollIntoViewIfNeeded();
  await section.getByLabel('Full name').fill(lead.name);
  await section.getByLabel('Work email').fill(lead.email);
  await section.getByRole('button', { name: /Business type/ }).click();
  await page.getByRole('option', { name: 'Small Business' }).click();
}

/**
 * Holds the answers of POST /api/auth/winauth-url until `release()`: a redirect screen stays up until the
 * test has seen it, however slow the machine (the page navigates as soon as the address comes).
 */
export async function holdProviderAddress(page: Page): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/winauth-url', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Presses the home registration section's submit button. */
export const pressCreateFreeAccount = (page: Page) =>
  page.locator('#registration-section').getByRole('button', { name: 'Create Free Account' }).click();

/** Fills and submits the home page's registration section. */
export async function submitRegistration(page: Page, lead: { name: string; email: string }): Promise<void> {
  await fillRegistration(page, lead);
  await pressCreateFreeAccount(page);
}

/**
 * Stops the page's clock from now on: the timers the page sets afterwards run only as the test moves
 * them with `page.clock.runFor`, so a toast shown for a delay's length is not missed by a test that a
 * busy machine slows down. Installed late, not before the page loads: what the page did until now (its
 * glide to a section, its animations) ran on the real clock.
 */
export async function stopPageClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
}

/** The signed-in header's person menu button ("name, organization"), on a wide screen. */
export const personMenu = (page: Page) => page.getByRole('navigation', { name: 'App' }).getByRole('button');

/**
 * Opens the signed-in header's person menu. For a person with an organization the menu replaces the
 * header's own Sign Out button once their organization has come: until then that button is the header's
 * one button, and a press meant for the menu would sign them out.
 */
export async function openPersonMenu(page: Page): Promise<void> {
  const plainButton = page.getByRole('navigation', { name: 'App' }).getByRole('button', { name: 'Sign Out' });
  await expect(personMenu(page)).toBeVisible();
  await expect(plainButton).toBeHidden({ timeout: 30_000 });
  await personMenu(page).click();
}

/** Sign Out from the signed-in header's person menu. */
export async function signOutFromHeader(page: Page): Promise<void> {
  await openPersonMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

/**
 * Counts `page`'s requests in flight from now on. `settled()` waits until none has been for `quietMs`:
 * Playwright's 'networkidle' is reached once per load, so it cannot wait for fetches a page starts later.
 */
export function watchRequests(page: Page): { settled(quietMs?: number): Promise<void> } {
  let inFlight = 0;
  let changedAt = Date.now();
  const change = (by: number) => () => {
    inFlight += by;
    changedAt = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    settled: (quietMs = 500) =>
      expect.poll(() => inFlight === 0 && Date.now() - changedAt >= quietMs, { intervals: [100] }).toBe(true),
  };
}

/** Holds the page's scripts that match `pattern` until the function answered is called. */
export async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Chromium's virtual authenticator in `page`: a platform passkey with user verification, as a laptop's. */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
