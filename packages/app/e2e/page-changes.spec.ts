import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn, watchRequests } from './support.ts';

test('a signed-in page asks for the data of the pages its navigation leads to: Billing and Settings then open without the network', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const requests = watchRequests(page);
  // neither is the dashboard's own data
  const asked = ['/api/billing/invoices', '/api/organization/profile'].map((path) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === path),
  );
  await openSignedIn(page, account, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await Promise.all(asked);
  await requests.settled();
  await page.context().setOffline(true);

  const navigation = page.getByRole('navigation', { name: 'App' });
  await navigation.getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByText('Your organization is on the free plan.')).toBeVisible();
  await expect(page.getByText('No invoices yet.')).toBeVisible();
  await navigation.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByLabel('Organization name')).toHaveValue(`${account.fullName} Ltda`);
});
