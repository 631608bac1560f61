import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn } from './support.ts';

test('a signed-in user opens ERP in a new tab with a single-use hand-off token', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  // The ERP app is not part of this run: its origin answers with a stand-in page.
  await page
    .context()
    .route('http://localhost:3104/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>ERP</title>' }),
    );
  await openSignedIn(page, account, '/dashboard');

  const [serviceTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Open ERP' }).click(),
  ]);
  await expect
    .poll(() => serviceTab.url())
    .toMatch(/^http:\/\/localhost:3104\/\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(serviceTab.url()).not.toContain(account.token);
  await serviceTab.close();

  await page.getByRole('button', { name: 'Open Ads' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    "Ads is coming soon! We're working hard to bring you this service.",
  );
});

test('without a session a service tile reveals the registration section', async ({ page }) => {
  await page.goto('/');
  await page.locator('#services').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: /^Meet/ }).first().click();
  await expect(page.locator('#registration-section')).toBeInViewport();
});
