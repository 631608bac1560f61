import { expect, test } from '@playwright/test';
import { providerScreen } from './support.ts';

test('/direct-auth shows the redirect text, then the provider login', async ({ page }) => {
  await page.goto('/direct-auth');
  await expect(page.getByText('Redirecionando para autenticação...')).toBeVisible();
  await expect(page).toHaveURL(providerScreen);
});

test('/loading offers the fallback when the provider address cannot be had', async ({ page }) => {
  await page.route('**/api/auth/winauth-url', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/loading?returnTo=%2Fbilling');
  await expect(page.getByText('Redirecionando para autenticação...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Problema de Redirecionamento' })).toBeVisible();
  await expect(page.getByText('localhost').first()).toBeVisible();
});

test('/auth-callback with an error shows it and returns home after 3 s', async ({ page }) => {
  await page.goto('/auth-callback?error=access_denied');
  await expect(page.getByText('Erro na autenticação: access_denied')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
});

test('a sign-in that cannot be completed (no email shared) waits on its screen with a way home or back to sign-in', async ({
  page,
}) => {
  const noEmail = 'Your identity provider did not share an email address';
  await page.route('**/api/auth/callback', (route) =>
    route.fulfill({ status: 400, json: { error: { code: 'email_missing', message: noEmail } } }),
  );
  await page.goto('/auth-callback?code=abc&state=xyz');
  await expect(page.getByRole('alert')).toContainText(`Erro na autenticação: ${noEmail}`);
  await page.waitForTimeout(3_500);
  await expect(page).toHaveURL(/\/auth-callback\?code=abc/);
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/auth-callback?code=abc&state=xyz');
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('/auth-callback with no token makes a temporary session and leaves after 1.5 s', async ({ page }) => {
  await page.goto('/favicon.svg');
  await page.goto('/auth-callback');
  const shownAt = Date.now();
  await expect(page.getByText('Autenticação concluída!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  const elapsed = Date.now() - shownAt;
  expect(elapsed).toBeGreaterThanOrEqual(1_000);
  expect(elapsed).toBeLessThan(2_800);
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('winhub_user') ?? 'null'));
  expect(user?.firstName).toBe('Guest');
});
