import { expect, test } from '@playwright/test';
import { fromOwnAddress } from './mail-support.ts';
import { addVirtualAuthenticator, createAccount, openSignedIn, signOutFromHeader } from './support.ts';

test('a passkey added on the account page signs in without a password', async ({ page, request }) => {
  await addVirtualAuthenticator(page);

  await fromOwnAddress(page);
  const account = await createAccount(request, 'Paula Passkey');
  await openSignedIn(page, account, '/account?tab=passkeys');
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await page.getByLabel('Name (optional)').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  // a new sign-in factor asks for the password first (issue 34: a stolen session cannot plant one)
  const confirm = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await confirm.getByLabel('Your password').fill(account.password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const passkeys = page.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByText('Work laptop')).toBeVisible();
  await expect(passkeys.getByText('never used')).toBeVisible();

  await signOutFromHeader(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login?returnTo=%2Fdashboard');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Paula/ }).first()).toBeVisible();

  // removing it asks for the password, and the list says when it was used
  await page.goto('/account?tab=passkeys');
  await expect(passkeys.getByText(/last used/)).toBeVisible();
  await page.getByRole('button', { name: 'Remove Work laptop' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your password').fill(account.password);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
});
