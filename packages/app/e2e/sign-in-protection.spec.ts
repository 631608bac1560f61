import { expect, test } from '@playwright/test';
import { fromOwnAddress, typeCredentials } from './mail-support.ts';
import { createAccount, toasts } from './support.ts';

test('the fifth wrong password starts a wait; during it even the right password does not sign in', async ({
  page,
  request,
}) => {
  await fromOwnAddress(page);
  const account = await createAccount(request, 'Lara Locked');
  await page.goto('/login?returnTo=%2Fdashboard');
  const locked = toasts(page).getByText('Too many failed sign-ins. Try again in 1 minute.');
  const invalid = toasts(page).getByText('Credenciais inválidas');
  // each answer's toast is closed as a person would, so the next answer's toast is its own and is not
  // queued behind the earlier ones (three show at once, each for 5 s)
  const closeToast = async () => {
    await toasts(page).getByRole('button', { name: 'Close' }).click();
    await expect(toasts(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
  };
  for (let attempt = 1; attempt <= 4; attempt++) {
    await typeCredentials(page, account.email, `wrong-password-${attempt}`);
    await expect(invalid).toBeVisible();
    await expect(page.getByLabel('Email')).toBeEnabled();
    await closeToast();
  }
  await typeCredentials(page, account.email, 'wrong-password-5');
  await expect(locked).toBeVisible();
  await expect(invalid).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeEnabled();

  // once that toast is closed, the right password gets the same answer
  await closeToast();
  await typeCredentials(page, account.email, account.password);
  await expect(locked).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('winhub_auth_token'))).toBeNull();
});

test('the sessions tab signs out another browser; "sign out everywhere" ends this one too', async ({
  page,
  browser,
  request,
}) => {
  const account = await createAccount(request, 'Sergio Sessions');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await fromOwnAddress(otherPage);
  await fromOwnAddress(page);
  await otherPage.goto('/login?returnTo=%2Fdashboard');
  await typeCredentials(otherPage, account.email, account.password);
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await page.goto('/login?returnTo=%2Faccount%3Ftab%3Dsessions');
  await typeCredentials(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account\?tab=sessions$/);
  const sessions = page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');
  await expect(sessions.filter({ hasText: 'This browser' })).toHaveCount(1);
  const others = sessions.filter({ hasNotText: 'This browser' });
  const before = await others.count();
  expect(before).toBeGreaterThanOrEqual(2); // the other browser, and the api fixture's sign-up

  await others.first().getByRole('button', { name: 'Sign out' }).click();
  await expect(others).toHaveCount(before - 1);

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('winhub_auth_token'))).toBeNull();

  // the other browser's stored token is refused: it is asked to sign in again, on the provider's screen
  // (docs/product/sign-in-and-session.md, "Session guard")
  await otherPage.reload();
  await expect(otherPage.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await otherPage.evaluate(() => localStorage.getItem('winhub_auth_token'))).toBeNull();
  await other.close();

  const fixture = await request.post('/api/auth/validate-winauth-token', { data: { token: account.token } });
  expect(fixture.status()).toBe(401);
});
