import { expect, test } from '@playwright/test';
import { createAccount, expectProviderScreen, openSignedIn, submitRegistration, toasts } from './support.ts';

test('registering while signed in asks first, then logs out and submits', async ({ page, request }) => {
  const account = await createAccount(request, 'Carla Dias');
  await openSignedIn(page, account, '/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await submitRegistration(page, { name: 'Carla Dias', email: 'carla.other@example.com' });
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('User Already Logged In');
  await expect(dialog).toContainText('Carla Dias');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('winhub_auth_token'))).toBe(account.token);

  await page.locator('#registration-section').getByRole('button', { name: 'Create Free Account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Proceed and Logout' }).click();
  await expect(toasts(page).getByText('Interest registered!')).toBeVisible();
  await expectProviderScreen(page);
  // the provider's screen is on this origin: the storage read there is the app's
  expect(await page.evaluate(() => localStorage.getItem('winhub_auth_token'))).toBeNull();
});
