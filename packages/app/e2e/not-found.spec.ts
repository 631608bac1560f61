import { expect, test } from '@playwright/test';

test('an unknown path answers 404 with the not-found page and its three buttons work', async ({ page }) => {
  await page.goto('/meet');
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("Oops! The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);

  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/meet$/);

  await page.goto('/still-missing');
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard|\/login$/);

  await page.goto('/still-missing');
  await page.getByRole('button', { name: 'Home Page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the declared tile paths lead to their service pages', async ({ page }) => {
  await page.goto('/winmeet');
  await expect(page).toHaveURL(/\/meet$/);
  await page.goto('/winerp');
  await expect(page).toHaveURL(/\/erp$/);
});

test('the route table answers 200, other paths 404', async ({ request }) => {
  for (const path of ['/', '/billing', '/auth-test', '/winmeet', '/dashboard/']) {
    expect((await request.get(path, { headers: { Accept: 'text/html' } })).status(), path).toBe(200);
  }
  for (const path of ['/nope', '/dashboard/extra', '/billing-history']) {
    expect((await request.get(path, { headers: { Accept: 'text/html' } })).status(), path).toBe(404);
  }
});
