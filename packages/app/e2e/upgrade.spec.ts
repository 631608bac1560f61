import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn, toasts } from './support.ts';

async function fillCard(page: import('@playwright/test').Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel(/Expir/).fill('12/34');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByLabel(/Name on card|Cardholder/).fill('Ana Souza');
  await page.getByRole('button', { name: 'Subscribe to Premium' }).click();
}

test('upgrade: a declined card, then 4242 succeeds and the dashboard shows Premium', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/dashboard');
  await expect(page.getByText('Free Plan', { exact: true })).toBeVisible();

  await page.goto('/upgrade');
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByText('Test mode')).toBeVisible();

  await fillCard(page, '4000 0000 0000 0002');
  await expect(toasts(page).getByText('Payment Failed')).toBeVisible();
  await expect(page.getByText(/declined/i).first()).toBeVisible();

  await fillCard(page, '4242 4242 4242 4242');
  await expect(toasts(page).getByText('Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/payment-success$/);
  await expect(toasts(page).getByText('Payment Failed')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Premium starts with its 14-day free trial; the badge says so, as /billing does.
  await expect(page.getByText(/^Premium, trial until /)).toBeVisible();
});

test('upgrade: Continue with Free goes to the Meet page', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/upgrade');
  await page.getByRole('button', { name: 'Continue with Free' }).click();
  await expect(page).toHaveURL(/\/meet$/);
});
