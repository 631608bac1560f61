import { expect, test } from '@playwright/test';
import { fromOwnAddress, linkIn, mailText, typeCredentials } from './mail-support.ts';
import { createAccount, openSignedIn } from './support.ts';

test('a new account verifies its address from the embedded mailbox; the dashboard stops asking', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Vera Verified');
  await openSignedIn(page, account, '/dashboard');
  const notice = page.getByText('Verify your email address');
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(/sent/i).first()).toBeVisible();

  await page.goto('/mailbox');
  await expect(page.getByRole('heading', { name: 'Mailbox' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Messages' })
    .getByRole('button', { name: new RegExp(`Verify your email address.*To ${account.email}`) })
    .first()
    .click();
  const mail = page.frameLocator('iframe').first();
  await mail
    .getByRole('link', { name: /verify/i })
    .first()
    .click();

  await expect(page).toHaveURL(/\/verify-email\?token=/);
  await expect(page.getByRole('status')).toContainText(`${account.email} is verified.`);
  await page.getByRole('link', { name: 'Continue to WinHub' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Vera/ }).first()).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a used verification link says so', async ({ page, request }) => {
  const account = await createAccount(request, 'Twice Clicked');
  const link = linkIn(await mailText(request, account.email, /Verify your email/), '/verify-email');
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText('is verified');
  await page.goto('/favicon.svg');
  await page.goto(link);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('alert')).not.toContainText('is verified');
});

test('Forgot password on /login: a link by mail, a new password, then sign-in with it', async ({
  page,
  request,
}) => {
  await fromOwnAddress(page);
  const account = await createAccount(request, 'Fernanda Forgot');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // the address changes as the navigation starts; /login stays on screen until the new page's code is in
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${account.email}`);

  // the same answer for an address without an account
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for nobody-here@example.com');

  const link = linkIn(
    await mailText(request, account.email, /Reset your WinHub password/),
    '/reset-password',
  );
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();

  const newPassword = 'a-brand-new-pass-9';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password was changed.');
  await expect(mailText(request, account.email, /password was changed/)).resolves.toContain('changed');

  // the link worked once
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-pass-3');
  await page.getByLabel('Confirm new password').fill('yet-another-pass-3');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText(/used/);

  // the old session ended with the reset; the new password signs in, the old one does not
  const oldSession = await request.post('/api/auth/validate-winauth-token', {
    data: { token: account.token },
  });
  expect(oldSession.status()).toBe(401);
  await page.goto('/login?returnTo=%2Fdashboard');
  await typeCredentials(page, account.email, account.password);
  await expect(page.getByText('Credenciais inválidas')).toBeVisible();
  await typeCredentials(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});
