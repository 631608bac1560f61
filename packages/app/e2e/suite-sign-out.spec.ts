import { expect, type Page, test } from '@playwright/test';
import { fromOwnAddress, typeCredentials } from './mail-support.ts';
import { createAccount, signOutFromHeader } from './support.ts';

// The ERP's stand-in: started with the server on its default origin when SERVICE_ORIGINS is not set.
const erpOrigin = 'http://localhost:3104';

/** Opens the ERP from the dashboard; its tab, once the stand-in has redeemed the hand-off. */
async function openErp(page: Page, fullName: string): Promise<Page> {
  const [erp] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Open ERP' }).click(),
  ]);
  await expect(erp).toHaveURL(new RegExp(`^${erpOrigin}/`));
  await expect(erp.getByRole('heading', { name: `Signed in as ${fullName}` })).toBeVisible();
  await expect(erp.getByText('This is a stand-in for WinHub ERP.')).toBeVisible();
  return erp;
}

/** Reloads the service's tab until it says the person is signed out: within 3 s of the sign-out. */
async function expectSignedOutWithin3s(service: Page) {
  await expect(async () => {
    await service.reload();
    await expect(service.getByRole('heading', { name: 'You are not signed in to WinHub ERP' })).toBeVisible({
      timeout: 250,
    });
  }).toPass({ timeout: 3_000, intervals: [250] });
}

test('Open ERP lands on its stand-in, which knows the person; Sign Out in WinHub signs the ERP out', async ({
  page,
  request,
}) => {
  await fromOwnAddress(page);
  const account = await createAccount(request, 'Erica Erp');
  await page.goto('/login?returnTo=%2Fdashboard');
  await typeCredentials(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const erp = await openErp(page, account.fullName);
  const facts = erp.getByRole('definition');
  await expect(facts.filter({ hasText: account.email })).toHaveCount(1);
  await expect(facts.filter({ hasText: /^Free$/ })).toHaveCount(1);
  // the hand-off in the address was spent: the stand-in moved on to its own session
  expect(new URL(erp.url()).searchParams.get('token')).toBeNull();

  await page.bringToFront();
  await signOutFromHeader(page);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOutWithin3s(erp);
});

test('"Sign out everywhere" from another browser signs the ERP out too', async ({
  page,
  browser,
  request,
}) => {
  await fromOwnAddress(page);
  const account = await createAccount(request, 'Eduardo Everywhere');
  await page.goto('/login?returnTo=%2Fdashboard');
  await typeCredentials(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const erp = await openErp(page, account.fullName);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await fromOwnAddress(otherPage);
  await otherPage.goto('/login?returnTo=%2Faccount%3Ftab%3Dsessions');
  await typeCredentials(otherPage, account.email, account.password);
  await expect(otherPage).toHaveURL(/\/account\?tab=sessions$/);
  await otherPage.getByRole('button', { name: 'Sign out everywhere' }).click();
  await otherPage.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(otherPage).toHaveURL(/\/$/);
  await other.close();

  await expectSignedOutWithin3s(erp);
  await page.bringToFront();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
