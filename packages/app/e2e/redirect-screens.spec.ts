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
