import { expect, type Page, test } from '@playwright/test';
import { hydratedEvent } from '../src/earlyInput.ts';
import { prerenderedPaths } from '../src/prerenderedPaths.ts';
import { createAccount, holdScripts, openSignedIn } from './support.ts';

const publicPaths = [...prerenderedPaths, '/no-such-page'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is in the HTML: hero, pricing and the registration form', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('The complete business ecosystem');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('heading', { name: 'Simple pricing that grows with you' })).toBeVisible();
    await expect(pricing.getByText('$20')).toBeVisible();
    const registration = page.locator('#registration-section');
    await expect(registration.getByLabel('Full name')).toBeVisible();
    await expect(registration.getByLabel('Work email')).toBeVisible();
    // until its code has hydrated it, the form takes no text it would lose
    await expect(registration.getByLabel('Full name')).not.toBeEditable();
  });

  test('each page names itself in the title of its HTML', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · WinHub');
    await page.goto('/register');
    await expect(page).toHaveTitle('Create your account · WinHub');
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('Page Not Found · WinHub');
    await page.goto('/');
    await expect(page).toHaveTitle('WinHub');
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

/**
 * Console errors, uncaught exceptions (a hydration mismatch reports through both) and CSP violations,
 * which Chromium reports to the page but not to its console.
 */
async function collectErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on('console', (message) => {
    // the not-found page's own 404 answer is reported as a failed load
    if (message.type() === 'error' && !message.text().includes('status of 404')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const path of publicPaths) {
  test(`${path} hydrates with no console error`, async ({ page }) => {
    const errors = await collectErrors(page);
    // the redirect screens move on to the provider after 1 s: the page's clock stands still instead
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const sectionCode = path === '/' ? page.waitForResponse(/\/HomeRegistration-[^/]+\.js$/) : null;
    await page.goto(path);
    await expect(page.locator('#root[data-prerendered] > *').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (sectionCode) {
      // the registration section (its own chunk, asked for as the section comes into view) takes text
      // once hydrated and keeps it
      await page.locator('#registration-section').scrollIntoViewIfNeeded();
      await sectionCode;
      const fullName = page.locator('#registration-section').getByLabel('Full name');
      await fullName.fill('Ana');
      await page.waitForTimeout(500);
      await expect(fullName).toHaveValue('Ana', { timeout: 0 });
    }
    // hydration takes the prerendered title over: still one, with the same text
    await expect(page.locator('title')).toHaveCount(1);
    expect(await page.title()).toMatch(/WinHub$/);
    expect(errors).toEqual([]);
  });
}

test('/login hydrates on a slow phone, where the api config can come before the form has hydrated', async ({
  page,
}) => {
  const errors = await collectErrors(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/login');
  // the embedded provider keeps accounts here: the passkey button comes with the config, after hydration
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
});

/**
 * "Access Dashboard" (a button) pressed while its code is held does nothing until `release`, then
 * scrolls to the form; "Start FREE Now", an in-page link, needs no code and has already scrolled there.
 */
async function expectStartPressHeldUntil(page: Page, release: () => void) {
  const registration = page.locator('#registration-section');
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await page.waitForTimeout(300);
  await expect(registration).not.toBeInViewport();
  await page.getByRole('link', { name: 'Start FREE Now' }).click();
  await expect(registration).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(registration).not.toBeInViewport();
  release();
  await expect(registration).toBeInViewport();
}

test('a press before the page has hydrated is held and answered once it has', async ({ page }) => {
  const errors = await collectErrors(page);
  const release = await holdScripts(page, /\/assets\/[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await expectStartPressHeldUntil(page, release);
  expect(errors).toEqual([]);
});

test("the home page's first screen answers a press made before its own code has come", async ({ page }) => {
  const errors = await collectErrors(page);
  const layout = await watchLayout(page);
  // the page hydrates without the first screen's code, and asks for it right after
  const asked = page.waitForRequest(/\/FirstScreen-[^/]+\.js$/);
  const release = await holdScripts(page, /\/FirstScreen-[^/]+\.js$/);
  await page.goto('/');
  await asked;
  await expectStartPressHeldUntil(page, release);
  expect(await layout.removedIds()).not.toContain('home');
  expect(errors).toEqual([]);
});

test('once the app runs, a link of a part still waiting for its code changes the page inside the app', async ({
  page,
}) => {
  const errors = await collectErrors(page);
  await page.addInitScript((eventName) => {
    addEventListener(eventName, () => {
      (window as { appHydrated?: boolean }).appHydrated = true;
    });
  }, hydratedEvent);
  // the header is part of the first screen, whose code is held: its Sign In is the prerendered link
  const release = await holdScripts(page, /\/FirstScreen-[^/]+\.js$/);
  await page.goto('/');
  await page.waitForFunction(() => (window as { appHydrated?: boolean }).appHydrated === true);
  // a mark on this document: a navigation that loads the next page whole would drop it
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  release();
  expect(errors).toEqual([]);
});

test('arriving at the home page from another page, its first screen shows with the rest of the page', async ({
  page,
}) => {
  // notes whether the home page ever showed its lower sections without its hero
  await page.addInitScript(() => {
    const watched = window as unknown as { heroMissing: boolean };
    watched.heroMissing = false;
    new MutationObserver(() => {
      if (document.getElementById('registration-section') && !document.getElementById('home'))
        watched.heroMissing = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/no-such-page');
  // the first screen's code comes last
  await page.route(/\/FirstScreen-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Home Page' }).click();
  await expect(page.getByRole('link', { name: 'Start FREE Now' })).toBeVisible();
  await expect(page.locator('#registration-section')).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { heroMissing: boolean }).heroMissing)).toBe(false);
});

/**
 * Notes, from before the page's first script, the layout shifts the user did not cause and the
 * prerendered elements with an id that something removes (React drops a part's HTML when it cannot
 * hydrate it and renders it anew).
 */
async function watchLayout(
  page: Page,
): Promise<{ shift: () => Promise<number>; removedIds: () => Promise<string[]> }> {
  await page.addInitScript(() => {
    const watched = window as unknown as { layoutShift: number; removedIds: string[] };
    watched.layoutShift = 0;
    watched.removedIds = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) watched.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.id) watched.removedIds.push(node.id);
    }).observe(document, { childList: true, subtree: true });
  });
  type Watched = { layoutShift: number; removedIds: string[] };
  return {
    shift: () => page.evaluate(() => (window as unknown as Watched).layoutShift),
    removedIds: () => page.evaluate(() => (window as unknown as Watched).removedIds),
  };
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the home page at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("hydrates without layout shift, keeping the registration section's HTML", async ({ page }) => {
      const layout = await watchLayout(page);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // the section hydrates as it comes into view
      await page.locator('#registration-section').scrollIntoViewIfNeeded();
      await expect(page.locator('#registration-section').getByLabel('Full name')).toBeEditable();
      expect(await layout.shift()).toBeLessThan(0.1);
      expect(await layout.removedIds()).not.toContain('registration-section');
    });

    test('signed in, shows the session without layout shift', async ({ page, request }) => {
      const account = await createAccount(request, 'Steady Layout');
      const layout = await watchLayout(page);
      const validated = page.waitForResponse('**/api/auth/validate-winauth-token');
      await openSignedIn(page, account, '/');
      await validated;
      if (viewport.width >= 1024) await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await layout.shift()).toBeLessThan(0.1);
      expect(await layout.removedIds()).not.toContain('registration-section');
    });
  });
}

test('a signed-in page loads in its shell with no console error', async ({ page, request }) => {
  const errors = await collectErrors(page);
  const account = await createAccount(request, 'Hydra Silva');
  await openSignedIn(page, account, '/dashboard');
  // the name shows in the heading and in the person menu: the heading is the one asked for
  await expect(page.getByRole('heading', { name: 'Welcome back, Hydra Silva!' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test("every page's icon is a small PNG in its own HTML: no request, and no SVG document for the tab to build while the page loads", async ({
  request,
}) => {
  for (const path of ['/', '/login', '/dashboard', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(href, path).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(href.slice(href.indexOf(',') + 1), 'base64');
    expect(png.subarray(1, 4).toString('latin1'), path).toBe('PNG');
    // the image header's width and height
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([32, 32]);
  }
});
