import { expect, test } from '@playwright/test';
import { createAccount, expectProviderScreen, openSignedIn, personMenu, tokenExpiringIn } from './support.ts';

test('a signed-out visit to a signed-in page goes to /login with a returnTo', async ({ page }) => {
  await page.goto('/billing');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fbilling$/);
});

test('a stored token expiring within 300 s is removed and the provider login opens', async ({ page }) => {
  await page.goto('/favicon.svg');
  await page.evaluate((token) => localStorage.setItem('winhub_auth_token', token), tokenExpiringIn(120));
  await page.goto('/dashboard');
  await expectProviderScreen(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.goBack();
  expect(await page.evaluate(() => localStorage.getItem('winhub_auth_token'))).toBeNull();
});

test('the 60 s re-check sends an expiring session to the provider login', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.clock.install();
  await openSignedIn(page, account, '/dashboard');
  await expect(personMenu(page)).toBeVisible();

  // 55 minutes later the one-hour token is within the 300 s margin: the next 60 s check catches it.
  await page.clock.fastForward('55:00');
  await page.clock.runFor(60_000);
  await expectProviderScreen(page);
});

test('a 401 on the 60 s re-check signs the user out to the provider login', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.clock.install();
  await openSignedIn(page, account, '/settings');
  await expect(personMenu(page)).toBeVisible();

  await page.route('**/api/auth/validate-winauth-token', (route) =>
    route.fulfill({ status: 401, json: { error: { code: 'invalid_token', message: 'Token expired' } } }),
  );
  await page.clock.runFor(60_000);
  await expectProviderScreen(page);
});

test('signing out in another tab signs this tab out too', async ({ context, request }) => {
  const account = await createAccount(request);
  const home = await context.newPage();
  await openSignedIn(home, account, '/');
  await expect(home.getByRole('button', { name: 'Logout' })).toBeVisible();

  const dashboard = await context.newPage();
  await dashboard.goto('/dashboard');
  await expect(personMenu(dashboard)).toBeVisible();

  await home.getByRole('button', { name: 'Logout' }).click();
  await expect(home.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(dashboard).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
});
