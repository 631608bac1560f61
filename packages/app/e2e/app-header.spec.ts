import { expect, type Page, test } from '@playwright/test';
import { createAccount, openSignedIn, signOutFromHeader, upgradeThroughApi } from './support.ts';

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

const publicPages = ['/auth', '/market', '/ads', '/erp', '/meet', '/wms', '/auth-test'];
const signedInPages = ['/dashboard', '/subscribe', '/upgrade', '/billing', '/settings'];
const headedPages = [...publicPages, ...signedInPages];
/** The headings these pages lacked before the header; the others are checked for an h1 only. */
const pageHeadings: Record<string, string> = {
  '/subscribe': 'Subscribe to Premium',
  '/billing': 'Billing',
  '/settings': 'Organization settings',
  '/auth-test': 'Auth test',
};

const header = (page: Page) => page.getByRole('banner');

/**
 * Opens the phone menu and waits for `link` in it. A tap before the prerendered page hydrates, or
 * before the stored session is read, opens nothing or the signed-out menu: a person taps again,
 * and so does the test.
 */
async function openPhoneMenu(page: Page, link: string) {
  const menuButton = header(page).getByRole('button', { name: 'Menu' });
  const menu = header(page).getByRole('navigation', { name: 'App menu' });
  await expect(async () => {
    if (await menu.isVisible()) await menuButton.click();
    await menuButton.click();
    await expect(menu.getByRole('link', { name: link })).toBeVisible({ timeout: 1000 });
  }).toPass();
  return menu;
}

async function expectSignedInHeader(page: Page, path: string, width: number) {
  const banner = header(page);
  await expect(banner.getByRole('link', { name: 'WinHub' })).toHaveAttribute('href', '/');
  let links = banner.getByRole('navigation', { name: 'App' });
  if (width < 768) {
    await expect(links).toBeHidden();
    links = await openPhoneMenu(page, 'Dashboard');
  }
  for (const [name, href] of [
    ['Dashboard', '/dashboard'],
    ['Billing', '/billing'],
    ['Settings', '/settings'],
  ] as const) {
    await expect(links.getByRole('link', { name }), `${path} ${name}`).toHaveAttribute('href', href);
  }
  // the person menu on a wide screen (Sign Out inside it), its panel with Sign Out in the phone menu
  await expect(
    width < 768
      ? links.getByRole('button', { name: 'Sign Out' })
      : links.getByRole('button', { name: /Header Tester/ }),
  ).toBeVisible();
  await expect(links.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  if (width < 768) await banner.getByRole('button', { name: 'Menu' }).click();
}

for (const viewport of [desktop, phone]) {
  test(`signed in, every app page has the header and a heading at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const account = await createAccount(request, 'Header Tester');
    await openSignedIn(page, account, '/dashboard');
    for (const path of headedPages) {
      await page.goto(path);
      await expectSignedInHeader(page, path, viewport.width);
      await expect(page.getByRole('heading', { level: 1, name: pageHeadings[path] })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test(`/payment-success has the header while it counts down to the dashboard at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const account = await createAccount(request, 'Paid Header Tester');
    await upgradeThroughApi(request, account);
    // the page's clock stops once it has loaded and then moves on in small steps only until the header has
    // its person menu (its timers: the idle work, the query cache's notices): on a busy runner the checks take
    // longer than the 5 s countdown, which would have moved on to the dashboard's header
    await page.clock.install();
    await openSignedIn(page, account, '/payment-success');
    await page.clock.pauseAt(Date.now() + 1_000);
    const banner = header(page);
    const personMenuOrPhoneMenu =
      viewport.width < 768
        ? banner.getByRole('button', { name: 'Menu' })
        : banner.getByRole('navigation', { name: 'App' }).getByRole('button', { name: /Header Tester/ });
    await expect(async () => {
      await page.clock.runFor(20);
      await expect(personMenuOrPhoneMenu).toBeVisible({ timeout: 100 });
    }).toPass();
    await expectSignedInHeader(page, '/payment-success', viewport.width);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expect(page).toHaveURL(/\/payment-success$/);
  });

  test(`signed out, service pages offer Sign In and the way home at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const path of publicPages) {
      await page.goto(path);
      const banner = header(page);
      await expect(banner.getByRole('link', { name: 'WinHub' })).toBeVisible();
      if (viewport.width < 768) await openPhoneMenu(page, 'Back to Home');
      await expect(banner.getByRole('link', { name: 'Billing' })).toHaveCount(0);
      await expect(banner.getByRole('link', { name: 'Back to Home' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Sign In' })).toBeVisible();
    }
    await header(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('the header takes a signed-in user to billing, settings and home, and signs out', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Nav Tester');
  await openSignedIn(page, account, '/market');
  const banner = header(page);
  await banner.getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(banner.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
  // the current page's own link changes nothing: no new document
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await banner.getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await banner.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await banner.getByRole('link', { name: 'WinHub' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await signOutFromHeader(page);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('winhub_auth_token'))).toBeNull();
});
