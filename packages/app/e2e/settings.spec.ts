import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn, toasts, watchRequests } from './support.ts';

test('settings validate the profile, save it and keep it after a reload', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/settings');

  const name = page.getByLabel('Organization name');
  await expect(name).toHaveValue(`${account.fullName} Ltda`);
  await name.fill('A');
  await page.getByLabel('Website').fill('not a url');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Organization name must be at least 2 characters')).toBeVisible();

  await name.fill('Acme Comércio');
  await page.getByLabel('Website').fill('https://acme.example');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).getByText('Settings updated')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Organization name')).toHaveValue('Acme Comércio');
  await expect(page.getByLabel('Website')).toHaveValue('https://acme.example');
});

test("once the General tab has painted, the other tabs' code is fetched: each tab then shows without the network", async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const requests = watchRequests(page);
  // asked for when the browser is idle after the page's paint, after the tabs' code
  const securityAnswer = page.waitForResponse((response) => response.url().endsWith('/security'));
  await openSignedIn(page, account, '/settings');
  await expect(page.getByLabel('Organization name')).toHaveValue(`${account.fullName} Ltda`);
  await securityAnswer;
  await requests.settled();
  await page.context().setOffline(true);

  const tabPanel = page.getByRole('tabpanel');
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(tabPanel.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  // the loader asked for the first page of people with the page
  await expect(tabPanel.getByRole('row').filter({ hasText: account.email })).toBeVisible();
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(
    tabPanel.getByRole('switch', { name: 'Require a second factor for every member' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(tabPanel.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible();
});
