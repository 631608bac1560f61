import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn } from './support.ts';

test('signed out, Access Dashboard scrolls to the registration section', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#registration-section')).toBeInViewport();
});

test('signed in, Access Dashboard opens the dashboard', async ({ page, request }) => {
  const account = await createAccount(request, 'Dash Access');
  await openSignedIn(page, account, '/');
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Dash Access!' })).toBeVisible();
});

test('signed in, the start buttons lead to the dashboard and Go Premium to /upgrade', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Start Buttons');
  await openSignedIn(page, account, '/');
  await page.getByRole('link', { name: 'Start FREE Now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/');
  await page.getByRole('button', { name: 'Start Free', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/');
  await page.getByRole('button', { name: 'Go Premium' }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
  expect(await page.evaluate(() => localStorage.getItem('winhub_auth_token'))).toBe(account.token);
});

test('signed out, Go Premium scrolls to the registration section', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Go Premium' }).click();
  await expect(page.locator('#registration-section')).toBeInViewport();
  await expect(page).toHaveURL(/\/$/);
});
