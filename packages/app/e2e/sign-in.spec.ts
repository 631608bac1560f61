import { expect, test } from '@playwright/test';
import { createAccount, toasts } from './support.ts';

test('sign in from /login with the credentials typed once, back to the returnTo page', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await page.goto('/login?returnTo=%2Fbilling');
  await expect(page).toHaveTitle(/Sign in/);

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // pressed before hydration (a slow proxy), the form's own notice answers; after it, the region's toast
  const answer = page.getByText('Campos obrigatórios', { exact: true }).filter({ visible: true });
  await expect(answer).toHaveCount(1);
  await expect(page.getByText('Por favor, preencha email e senha').filter({ visible: true })).toHaveCount(1);

  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByText('Invoice history')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('winhub_auth_token'))).toBeTruthy();
  // the provider checked the credentials typed on /login: its own sign-in screen never showed
  expect(visited.filter((path) => path.startsWith('/oidc/interaction/'))).toEqual([]);
});

test('a wrong password on /login stays on /login with the spec’s toast; the right one signs in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Wrong Then Right');
  await page.goto('/login?returnTo=%2Fdashboard');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toasts(page).getByText('Erro no login')).toBeVisible();
  await expect(toasts(page).getByText('Credenciais inválidas')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  await expect(page.getByLabel('Email')).toBeEnabled();

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Wrong/).first()).toBeVisible();
});
