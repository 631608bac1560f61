import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createAccount, openSignedIn, type TestAccount, upgradeThroughApi } from './support.ts';

/** The browser's way of writing a date on the billing page (en-US, this machine's zone). */
const day = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

async function subscriptionOf(request: APIRequestContext, account: TestAccount) {
  const response = await request.get('/api/billing/subscription', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  return response.json();
}

async function advance(request: APIRequestContext, account: TestAccount, days: number, fail = false) {
  const response = await request.post('/api/billing/test-mode/advance', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { days, fail },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const summary = (page: Page) => page.getByRole('region', { name: 'Current subscription' });
const invoiceTable = (page: Page) => page.getByRole('table', { name: 'Invoice history' });

/** One currency on the page: dollars only, never reais nor raw price ids. */
async function expectDollarsOnly(page: Page) {
  await expect(page.locator('main')).not.toContainText(/R\$|BRL|price_/);
}

test('free: billing says so in a sentence', async ({ page, request }) => {
  const account = await createAccount(request, 'Free Biller');
  await openSignedIn(page, account, '/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(summary(page).getByText('Your organization is on the free plan.')).toBeVisible();
  await expect(invoiceTable(page)).toContainText('No invoices yet.');
});

test('trialing: billing, the dashboard and /payment-success all say "Premium, trial until DATE", in dollars', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Trial Biller');
  await upgradeThroughApi(request, account);
  const { trialEnd } = await subscriptionOf(request, account);
  const standing = `Premium, trial until ${day(trialEnd)}`;

  await openSignedIn(page, account, '/billing');
  const card = summary(page);
  await expect(card.getByText(standing, { exact: true })).toBeVisible();
  await expect(
    card.getByText(
      `Your free trial of Premium runs until ${day(trialEnd)}; then your card is charged $49.00 per month.`,
    ),
  ).toBeVisible();
  await expect(card.getByText('Starter (0–5 employees)', { exact: true })).toBeVisible();
  await expect(card.getByText('$49.00 per month', { exact: true })).toBeVisible();
  await expect(card.getByText('Visa ending in 4242', { exact: true })).toBeVisible();
  await expect(card.getByText(`$49.00 on ${day(trialEnd)}`, { exact: true })).toBeVisible();
  const trialInvoice = invoiceTable(page).getByRole('row').nth(1);
  await expect(trialInvoice).toContainText('Premium Starter (0–5 employees), 14-day free trial');
  await expect(trialInvoice).toContainText('$0.00');
  await expect(trialInvoice).toContainText('Paid');
  await expectDollarsOnly(page);

  await page.goto('/dashboard');
  await expect(page.getByText(standing)).toBeVisible();
  await page.goto('/payment-success');
  await expect(page.getByText(standing)).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/active/i);
});

test('cancelling, then resumed: the sentence follows, no next charge while cancelling', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Cancel Biller');
  await upgradeThroughApi(request, account);
  const { currentPeriodEnd } = await subscriptionOf(request, account);
  await openSignedIn(page, account, '/billing');

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(summary(page).getByText('Cancels at period end')).toBeVisible();
  await expect(
    summary(page).getByText(
      `Your subscription is cancelled and ends on ${day(currentPeriodEnd)}. You will not be charged again.`,
    ),
  ).toBeVisible();
  await expect(summary(page).getByText('Next charge')).toHaveCount(0);
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(summary(page).getByText('Cancels at period end')).toBeHidden();
  await expect(summary(page).getByText(/^Your free trial of Premium runs until/)).toBeVisible();
});

test('active after the trial, then past due when a renewal fails, with the $49.00 invoice', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Active Biller');
  await upgradeThroughApi(request, account);
  await advance(request, account, 15);
  await openSignedIn(page, account, '/billing');
  await expect(
    summary(page).getByText('Your Premium subscription is active and your card is charged $49.00 per month.'),
  ).toBeVisible();
  await expect(summary(page).getByText('Active', { exact: true })).toBeVisible();
  await expect(invoiceTable(page).getByRole('row').nth(1)).toContainText('$49.00');
  await expectDollarsOnly(page);
  await page.goto('/dashboard');
  await expect(page.getByText('Premium Active', { exact: true })).toBeVisible();

  await advance(request, account, 31, true);
  await page.goto('/billing');
  await expect(
    summary(page).getByText('Your last payment did not go through. Pay with another card to keep Premium.'),
  ).toBeVisible();
});

test('cancelled: once a cancelling subscription ends, billing says the plan is free again', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Ended Biller');
  await upgradeThroughApi(request, account);
  const cancel = await request.post('/api/billing/cancel', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  await advance(request, account, 20);
  await openSignedIn(page, account, '/billing');
  await expect(
    summary(page).getByText('Your subscription has ended. Your organization is on the free plan.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
});
