import { expect, test } from '@playwright/test';
import { createAccount, providerScreen, toasts } from './support.ts';

test('sign in through the provider and come back to the returnTo page', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/login?returnTo=%2Fbilling');
  await expect(page).toHaveTitle(/Sign in/);

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toasts(page).getByText('Campos obrigatórios')).toBeVisible();
  await expect(toasts(page).getByText('Por favor, preencha email e senha')).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(providerScreen);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByText('Invoice history')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('winhub_auth_token'))).toBeTruthy();
});
