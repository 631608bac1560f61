import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn, toasts } from './support.ts';

test('settings validate the profile, save it and keep it after a reload', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/settings');

  const name = page.getByLabel('Organization name');
  await expect(name).toHaveValue(`${account.fullName} Ltda`);
  await name.fill('A');
  await page.getByLabel('Website').fill('not a url');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Organization name must be at least 2 characters')).toBeVisible();

  await name.fill('Acme Comércio');
  await page.getByLabel('Website').fill('https://acme.example');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).getByText('Settings updated')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Organization name')).toHaveValue('Acme Comércio');
  await expect(page.getByLabel('Website')).toHaveValue('https://acme.example');
});
