import { expect, test } from '@playwright/test';
import {
  createAccount,
  expectProviderScreen,
  openSignedIn,
  pressCreateFreeAccount,
  stopPageClock,
  submitRegistration,
  toasts,
} from './support.ts';

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

  await stopPageClock(page);
  await pressCreateFreeAccount(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Proceed and Logout' }).click();
  await page.clock.runFor(100);
  await expect(toasts(page).getByText('Interest registered!')).toBeVisible();
  await page.clock.runFor(1_500);
  await expectProviderScreen(page);
  await page.clock.resume();
  // the provider's screen is on this origin: the storage read there is the app's
  expect(await page.evaluate(() => localStorage.getItem('winhub_auth_token'))).toBeNull();
});
