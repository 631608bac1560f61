import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn, upgradeThroughApi } from './support.ts';

test('billing shows the subscription badges and the paid invoice; cancel and resume', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await upgradeThroughApi(request, account);
  const invoices = await (
    await request.get('/api/billing/invoices', { headers: { Authorization: `Bearer ${account.token}` } })
  ).json();
  await openSignedIn(page, account, '/billing');

  await expect(page.getByText('Current subscription')).toBeVisible();
  const summary = page.locator('section, article, div').filter({ hasText: 'Current subscription' }).first();
  await expect(summary.getByText(/Active|Trialing/).first()).toBeVisible();
  const table = page.getByRole('table');
  if (invoices.length > 0) await expect(table).toContainText(invoices[0].stripeInvoiceId.slice(-8));
  else await expect(table).toContainText('No invoices yet.');

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Cancels at period end')).toBeVisible();
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText('Cancels at period end')).toBeHidden();
});
