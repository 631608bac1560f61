import { expect, type Page, test } from '@playwright/test';
import { expectProviderScreen, holdProviderAddress } from './support.ts';

test('/direct-auth shows the redirect text, then the provider login', async ({ page }) => {
  const providerAddress = await holdProviderAddress(page);
  await page.goto('/direct-auth');
  await expect(page.getByText('Redirecionando para autenticação...')).toBeVisible();
  providerAddress.release();
  await expectProviderScreen(page);
});

test('/loading offers the fallback when the provider address cannot be had', async ({ page }) => {
  await page.route('**/api/auth/winauth-url', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/loading?returnTo=%2Fbilling');
  await expect(page.getByText('Redirecionando para autenticação...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Problema de Redirecionamento' })).toBeVisible();
  await expect(page.getByText('localhost').first()).toBeVisible();
});

/**
 * The page's clock stands still until the test moves it: a slow machine cannot stretch or shrink a
 * redirect's delay, and no test sits through one.
 */
async function stopClock(page: Page): Promise<void> {
  const start = new Date('2026-01-05T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto('/favicon.svg');
}

test('/auth-callback with an error shows it and returns home after 3 s', async ({ page }) => {
  await stopClock(page);
  await page.goto('/auth-callback?error=access_denied');
  await expect(page.getByText('Erro na autenticação: access_denied')).toBeVisible();
  await page.clock.runFor(2_900);
  await expect(page).toHaveURL(/\/auth-callback\?error=access_denied$/);
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
});

test('a sign-in that cannot be completed (no email shared) waits on its screen with a way home or back to sign-in', async ({
  page,
}) => {
  const noEmail = 'Your identity provider did not share an email address';
  await page.route('**/api/auth/callback', (route) =>
    route.fulfill({ status: 400, json: { error: { code: 'email_missing', message: noEmail } } }),
  );
  await stopClock(page);
  await page.goto('/auth-callback?code=abc&state=xyz');
  await expect(page.getByRole('alert')).toContainText(`Erro na autenticação: ${noEmail}`);
  await page.clock.runFor(3_500);
  // a leave that runFor set off would have navigated by now
  await page.waitForTimeout(250);
  await expect(page).toHaveURL(/\/auth-callback\?code=abc/);
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/auth-callback?code=abc&state=xyz');
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('/auth-callback with no token makes a temporary session and leaves after 1.5 s', async ({ page }) => {
  await stopClock(page);
  await page.goto('/auth-callback');
  await expect(page.getByText('Autenticação concluída!')).toBeVisible();
  await page.clock.runFor(1_400);
  await expect(page).toHaveURL(/\/auth-callback$/);
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('winhub_user') ?? 'null'));
  expect(user?.firstName).toBe('Guest');
});
