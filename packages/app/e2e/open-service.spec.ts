import { expect, type Page, test } from '@playwright/test';
import { createAccount, openSignedIn } from './support.ts';

const erpOrigin = 'http://localhost:3104';
const adsOrigin = 'http://localhost:3103';

/**
 * Presses `button` and waits for the service's tab to land on its origin with a hand-off token (a
 * signed JWT). The service's app is not part of this run: its origin answers with a stand-in page.
 */
async function openServiceTab(page: Page, button: string, origin: string) {
  await page
    .context()
    .route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Service</title>' }),
    );
  const [serviceTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await expect
    .poll(() => serviceTab.url())
    .toMatch(new RegExp(`^${origin}/\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
  return serviceTab;
}

test('a signed-in user opens ERP in a new tab with a single-use hand-off token', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/dashboard');

  const serviceTab = await openServiceTab(page, 'Open ERP', erpOrigin);
  expect(serviceTab.url()).not.toContain(account.token);
  await serviceTab.close();

  await page.getByRole('button', { name: 'Open Ads' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    "Ads is coming soon! We're working hard to bring you this service.",
  );
});

test('without a session a service tile reveals the registration section and highlights it, keeping its HTML', async ({
  page,
}) => {
  await page.goto('/');
  // the prerendered section is the one highlighted: React hydrates it, and does not render it anew
  await page.locator('#registration-section').evaluate((section) => {
    section.dataset.testMark = 'kept';
  });
  await page.locator('#services').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: /^Meet/ }).first().click();
  const section = page.locator('#registration-section');
  await expect(section).toBeInViewport();
  await expect(section.locator('[data-highlighted]')).toBeVisible();
  await expect(section).toHaveAttribute('data-test-mark', 'kept');
});

test("/ads: 'Open WinAds' opens the ads app in a new tab, while the dashboard's Ads card stays coming soon", async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/ads');
  const adsTab = await openServiceTab(page, 'Open WinAds', adsOrigin);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await adsTab.close();
});
