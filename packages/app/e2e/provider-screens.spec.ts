import { expect, test } from '@playwright/test';
import { expectProviderScreen } from './support.ts';

test('the provider sign-in screen has the WinHub icon, font and logo, and nothing it asks for is missing', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/direct-auth');
  await expectProviderScreen(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBeTruthy();
  const iconResponse = await page.request.get(new URL(icon ?? '', page.url()).href);
  expect(iconResponse.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  await expect(page.locator('.brand svg')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const interLoaded = await page.evaluate(() =>
    [...document.fonts].some((font) => font.family.includes('Inter Variable') && font.status === 'loaded'),
  );
  expect(interLoaded).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter Variable/);
  expect(failed).toEqual([]);
});
