import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  expectProviderScreen,
  fillRegistration,
  pressCreateFreeAccount,
  stopPageClock,
  submitRegistration,
  toasts,
} from './support.ts';

test('sign up: home registration, the provider’s sign-up screen, then the dashboard', async ({ page }) => {
  const email = `e2e-signup-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Start FREE Now' }).click();
  await expect(page.locator('#registration-section')).toBeInViewport();

  await fillRegistration(page, { name: 'Bruna Lima', email });
  await stopPageClock(page);
  await pressCreateFreeAccount(page);
  await expect(toasts(page).getByText('Interest registered!')).toBeVisible();
  await expect(toasts(page).getByText('Redirecting to complete your registration...')).toBeVisible();
  await page.clock.runFor(1_400);
  await expect(page).toHaveURL(/localhost:\d+\/(#registration-section)?$/);
  await page.clock.runFor(200);

  await expectProviderScreen(page);
  await page.clock.resume();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Bruna Lima');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel(/Password/).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Free Plan', { exact: true })).toBeVisible();
  await expect(page.getByText(/Bruna/).first()).toBeVisible();
});

test('the home form asks for a name of at least 2 characters, beside the field, and goes nowhere', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start FREE Now' }).click();
  await expect(page.locator('#registration-section')).toBeInViewport();
  await submitRegistration(page, { name: 'A', email: 'a@example.com' });
  const name = page.locator('#registration-section').getByLabel('Full name');
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(toasts(page).getByText('Interest registered!')).toHaveCount(0);
  // still the home page (Start FREE Now, an in-page link, may have named the section)
  await expect(page).toHaveURL(/localhost:\d+\/(#registration-section)?$/);
});
