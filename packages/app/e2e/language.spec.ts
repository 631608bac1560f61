import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { portuguesePassages, unmarkedPortuguese } from '../../../tests/language/portuguesePassages.ts';
import { prerenderedPaths } from '../src/prerenderedPaths.ts';
import { createAccount, holdProviderAddress, openPersonMenu, openSignedIn, toasts } from './support.ts';

const catalog = readFileSync(new URL('../../ui/src/i18n/locales/pt-BR.po', import.meta.url), 'utf8');
const passages = portuguesePassages(catalog);

/** Portuguese text a screen reader would read with the page's English voice. */
const unmarked = (page: Page) => page.locator('body').evaluate(unmarkedPortuguese, passages);

/** The language a screen reader uses for an element: the nearest `lang` around it. */
const languageAround = (element: Locator) =>
  element.evaluate((found) => found.closest('[lang]')?.getAttribute('lang'));
const languageOf = (page: Page, text: string) =>
  languageAround(page.getByText(text, { exact: true }).first());

test.describe('prerendered pages, before any script', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of prerenderedPaths) {
    test(`${path}: an English document whose Portuguese passages say they are Portuguese`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await unmarked(page)).toEqual([]);
    });
  }

  test('/persona-selection, /auth and /direct-auth carry lang="pt-BR" on their Portuguese texts', async ({
    page,
  }) => {
    await page.goto('/persona-selection');
    expect(await languageOf(page, 'Qual é o seu perfil?')).toBe('pt-BR');
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Fazer Login' })).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('button', { name: 'Criar Conta' })).toHaveAttribute('lang', 'pt-BR');
    expect(await languageOf(page, 'One account for all services')).toBe('en');
    const providerAddress = await holdProviderAddress(page);
    await page.goto('/direct-auth');
    expect(await languageOf(page, 'Redirecionando para autenticação...')).toBe('pt-BR');
    providerAddress.release();
  });
});

test('/ keeps its English texts in the English document after hydration', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await unmarked(page)).toEqual([]);
});

test("the /register form's Portuguese messages are marked Portuguese", async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: /Business\/Professional/ }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Email inválido')).toBeVisible();
  expect(await languageOf(page, 'Email inválido')).toBe('pt-BR');
  expect(await unmarked(page)).toEqual([]);
});

test("the sign-in toast and the callback's error are marked Portuguese", async ({ page }) => {
  await page.goto('/login');
  // the form's own notice, which answers a press made before the page's code has come
  const notice = page.locator('[popover]').getByText('Campos obrigatórios', { exact: true });
  expect(await languageAround(notice)).toBe('pt-BR');
  // hydrated (the passkey button comes after), the press is the app's: its toast
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const toast = toasts(page).getByText('Campos obrigatórios', { exact: true });
  await expect(toast).toBeVisible();
  expect(await languageAround(toast)).toBe('pt-BR');
  expect(await unmarked(page)).toEqual([]);

  await page.goto('/auth-callback?error=access_denied');
  await expect(page.getByText('Erro na autenticação: access_denied')).toBeVisible();
  expect(await unmarked(page)).toEqual([]);
});

test.describe('in a German browser', () => {
  test.use({ locale: 'de-DE' });

  test("react-aria's own labels are in the page's English, in the toasts and on the signed-in pages", async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // German would be "1 Benachrichtigung"
    await expect(page.getByRole('region', { name: '1 notification' })).toBeVisible();

    await openSignedIn(page, await createAccount(request), '/dashboard');
    await openPersonMenu(page);
    // the menu's popover ends with react-aria's hidden dismiss button; German would be "Schließen"
    await expect(page.getByRole('button', { name: 'Dismiss' }).first()).toBeAttached();
  });
});
