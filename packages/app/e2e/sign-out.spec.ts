import { expect, type Page, test } from '@playwright/test';
import { createAccount, providerScreen, signOutFromHeader, type TestAccount, toasts } from './support.ts';

async function signInFromLogin(page: Page, account: Pick<TestAccount, 'email' | 'password'>) {
  await page.goto('/login?returnTo=%2Fdashboard');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign-out ends the provider session: the next sign-in from /login checks the credentials typed', async ({
  page,
  request,
}) => {
  const first = await createAccount(request, 'First Person');
  const second = await createAccount(request, 'Second Person');
  await signInFromLogin(page, first);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('winhub_id_token'))).toBeTruthy();

  await signOutFromHeader(page);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  expect(await page.evaluate(() => localStorage.getItem('winhub_auth_token'))).toBeNull();

  await signInFromLogin(page, { email: second.email, password: 'not-the-password' });
  await expect(toasts(page).getByText('Credenciais inválidas')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('winhub_auth_token'))).toBeNull();
  await signInFromLogin(page, second);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Second/).first()).toBeVisible();
});

test('without JavaScript the provider’s sign-out is a complete screen whose button ends the session', async ({
  browser,
  page,
  request,
}) => {
  const account = await createAccount(request, 'No Script');
  await signInFromLogin(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  const idTokenHint = await page.evaluate(() => localStorage.getItem('winhub_id_token'));
  const asked = await request.post('/api/auth/end-session-url', { data: { idTokenHint } });
  const { url } = (await asked.json()) as { url: string };

  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: new URL(url).origin,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(url);
  await expect(plain).toHaveTitle('Sign out · WinHub');
  await expect(plain.getByRole('heading', { name: 'Sign out of WinHub' })).toBeVisible();
  await expect(plain.locator('.brand svg')).toBeVisible();
  const signOut = plain.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toHaveCSS('border-radius', '10px');
  await expect(plain.getByRole('link', { name: 'Back to WinHub' })).toHaveAttribute('href', '/');
  await signOut.click();
  await expect(plain).toHaveURL(/localhost:\d+\/$/);

  // the provider session is over: a sign-in that names nobody is asked for credentials
  const started = await noScript.request.post('/api/auth/winauth-url', { data: { redirectUri: null } });
  await plain.goto(((await started.json()) as { authUrl: string }).authUrl);
  await expect(plain).toHaveURL(providerScreen);
  await expect(plain.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await noScript.close();
});

test('/auth-callback?token= with a token this browser did not ask for: a temporary user, the token never stored', async ({
  page,
  request,
}) => {
  const victim = await createAccount(request, 'Token Owner');
  await page.goto(`/auth-callback?token=${victim.token}`);
  await expect(page.getByText('Autenticação concluída!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('winhub_auth_token'),
    user: JSON.parse(localStorage.getItem('winhub_user') ?? 'null'),
  }));
  expect(stored.token).toBeNull();
  expect(stored.user?.firstName).toBe('Guest');
});
