import { expect, test } from '@playwright/test';
import { fromOwnAddress, linkIn, mailText, typeCredentials } from './mail-support.ts';
import { addVirtualAuthenticator, createAccount, openSignedIn, signOutFromHeader } from './support.ts';

test('a passkey is added only after the password, the owner is mailed, and a reset lands on the review where it is removed', async ({
  page,
  request,
}) => {
  await addVirtualAuthenticator(page);
  await fromOwnAddress(page);
  const account = await createAccount(request, 'Sofia Stepup');
  await openSignedIn(page, account, '/account?tab=passkeys');
  await expect(page.getByText('No passkeys yet.')).toBeVisible();

  // the session alone adds nothing: the password is asked first
  await page.getByLabel('Name (optional)').fill('Laptop at work');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(confirm.getByText('Enter your password to add a passkey.', { exact: false })).toBeVisible();
  await confirm.getByLabel('Your password').fill('not-my-password');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByText('That password is not right.')).toBeVisible();
  await confirm.getByLabel('Your password').fill(account.password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  const passkeys = page.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByText('Laptop at work')).toBeVisible();
  const added = await mailText(request, account.email, /A passkey was added/);
  expect(added).toContain('Laptop at work');
  expect(linkIn(added, '/account')).toBe('/account?tab=passkeys');

  // a reset by mail: the sign-in after it lands on the review, which lists the passkey
  await signOutFromHeader(page);
  await expect(page).toHaveURL(/\/$/);
  await request.post('/api/account/password-reset', { data: { email: account.email } });
  const link = linkIn(
    await mailText(request, account.email, /Reset your WinHub password/),
    '/reset-password',
  );
  await page.goto(link);
  const newPassword = 'after-the-reset-7';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password was changed.');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await typeCredentials(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/account\?review=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review your account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  await expect(passkeys.getByText('Laptop at work')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Laptop at work' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await removal.getByLabel('Your password').fill(newPassword);
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await expect(mailText(request, account.email, /Removed from your WinHub account/)).resolves.toContain(
    'Laptop at work',
  );
  await page.getByRole('button', { name: 'Done reviewing' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
});
