import { expect, test } from '@playwright/test';
import { startOwnWinHub } from './own-server.ts';
import { holdScripts } from './support.ts';

// The prerendered pages answer a press before (and without) their script: real links, an in-page link,
// a popover for the alert; and the page served fits the install from its first byte.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/: Start FREE Now scrolls to the registration section', async ({ page }) => {
    await page.goto('/');
    const registration = page.locator('#registration-section');
    await expect(registration).not.toBeInViewport();
    await page.locator('#home').getByRole('link', { name: 'Start FREE Now' }).click();
    await expect(registration).toBeInViewport();
    await expect(registration.getByLabel('Work email')).toBeInViewport();
  });

  test('/: Sign In leads to the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to WinHub' })).toBeVisible();
  });

  test('/: Advertise Here opens its alert, and OK closes it', async ({ page }) => {
    await page.goto('/');
    await page.locator('#home').getByRole('button', { name: 'Advertise Here' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Coming soon' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(
      "Advertising is coming soon! We're working hard to bring you this service.",
    );
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
  });
});

test('with its script, Advertise Here opens the same alert at once, before and after hydration', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'commit' });
  const advertise = page.locator('#home').getByRole('button', { name: 'Advertise Here' });
  const alert = page.getByRole('alertdialog', { name: 'Coming soon' });
  await advertise.click();
  await expect(alert).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  await page.waitForLoadState('networkidle');
  await advertise.click();
  await expect(alert).toBeVisible();
  await expect(alert).toHaveCount(1);
});

test("/login: a submit with a field empty, before the page's code has come, shows the required toast at once", async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page, /\/assets\/[^/]+\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  const notice = page.getByRole('alert').filter({ hasText: 'Campos obrigatórios' });
  await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Por favor, preencha email e senha');
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();

  // the press was answered, not held: once the page has hydrated, no second answer comes
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(notice).toBeVisible();
  releaseScripts();
  // hydrated: the embedded provider's passkey button comes with the config, after hydration
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(notice).toBeVisible();
});

test.describe('with an external provider', () => {
  // its tests share the server started in beforeAll: one worker runs them in order
  test.describe.configure({ mode: 'default' });
  let winhub: Awaited<ReturnType<typeof startOwnWinHub>>;
  const issuer = 'http://127.0.0.1:9/realms/winhub';
  test.beforeAll(async () => {
    winhub = await startOwnWinHub({ AUTH_ISSUER: issuer, AUTH_CLIENT_SECRET: 'external-client-secret' });
  });
  test.afterAll(async () => {
    await winhub?.stop();
  });

  test("/login's first HTML has no password field, and none shows while the page starts", async ({
    page,
  }) => {
    const html = await (await fetch(`${winhub.origin}/login`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('name="email"');
    expect(html).not.toMatch(/type="password"|name="password"/);
    expect(html).toContain('<strong>127.0.0.1:9</strong>');

    // from the first parse to the page's settled state, no password field ever shows
    await page.addInitScript(() => {
      const seen = window as unknown as { passwordSeen: boolean };
      seen.passwordSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('input[type="password"]')) seen.passwordSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const config = page.waitForResponse((response) => response.url().endsWith('/api/config'));
    await page.goto(`${winhub.origin}/login`);
    await config;
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('handled by your sign-in provider')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { passwordSeen: boolean }).passwordSeen)).toBe(
      false,
    );
    expect(errors.filter((error) => /hydrat|did not match/i.test(error))).toEqual([]);
  });
});
