import { expect, type Page, test } from '@playwright/test';
import { fromOwnAddress, totpCode, typeCredentials } from './mail-support.ts';
import { createAccount, openSignedIn, signOutFromHeader } from './support.ts';

/** Turns on TOTP from the account page; the seed as typed by hand and the recovery codes shown once. */
async function turnOnTotp(
  page: Page,
  password: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  // turning it on asks for the password first, once for the next ten minutes
  const confirm = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await confirm.getByLabel('Your password').fill(password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret =
    (await page.getByText('Setup key').locator('xpath=following-sibling::p[1]').textContent())?.replace(
      /\s/g,
      '',
    ) ?? '';
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByText(/not right|wrong|invalid/i).first()).toBeVisible();
  await page.getByLabel('Code from the app').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  await page.getByRole('button', { name: 'I saved them' }).click();
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();
  return { secret, recoveryCodes };
}

async function signOut(page: Page) {
  await signOutFromHeader(page);
  await expect(page).toHaveURL(/\/$/);
}

test('TOTP: turned on with a QR code and ten recovery codes, then asked for at every sign-in', async ({
  page,
  request,
}) => {
  await fromOwnAddress(page);
  const account = await createAccount(request, 'Tomas Totp');
  await openSignedIn(page, account, '/account?tab=two-factor');
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  const { secret, recoveryCodes } = await turnOnTotp(page, account.password);

  await signOut(page);
  await page.goto('/login?returnTo=%2Fdashboard');
  await typeCredentials(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/not right|wrong|invalid/i).first()).toBeVisible();
  await page.getByLabel('Authentication code').fill(await totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // a recovery code instead of the app, once
  await signOut(page);
  await page.goto('/login?returnTo=%2Fdashboard');
  await typeCredentials(page, account.email, account.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/account?tab=activity');
  const activity = page.getByRole('tabpanel');
  await expect(activity.getByText('Recovery code').first()).toBeVisible();
  await expect(activity.getByText('Authenticator code').first()).toBeVisible();
  await expect(activity.getByText('Failed').first()).toBeVisible();

  // turning it off asks for the password again
  await page.goto('/account?tab=two-factor');
  await expect(page.getByText('9 of 10 recovery codes left.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  // the refusal itself (the field's label also says "password"): the right one is typed once it has come
  await expect(dialog.getByText('That password is not right.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(account.password);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('button', { name: 'Turn on two-factor authentication' })).toBeVisible();
});
