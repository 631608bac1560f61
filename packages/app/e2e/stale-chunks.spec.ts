import { expect, type Page, test } from '@playwright/test';

const registerStepChunk = '**/assets/RegisterStep-*.js';

/** Counts the page's document loads. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

test('a chunk gone after a deploy reloads the page once, and the reloaded page works', async ({ page }) => {
  let failures = 0;
  await page.route(registerStepChunk, (route) => {
    if (failures > 0) return route.continue();
    failures += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  const loads = countLoads(page);
  await page.goto('/register');
  await page.getByRole('button', { name: /Business\/Professional/ }).click();
  await expect.poll(loads).toBe(2);

  await page.getByRole('button', { name: /Business\/Professional/ }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(failures).toBe(1);
});

test('a chunk that stays missing reloads once, not in a loop', async ({ page }) => {
  await page.route(registerStepChunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
  const loads = countLoads(page);
  await page.goto('/register');
  await page.getByRole('button', { name: /Business\/Professional/ }).click();
  await expect.poll(loads).toBe(2);

  await page.getByRole('button', { name: /Business\/Professional/ }).click();
  await expect(page.getByLabel('Email')).toBeHidden();
  await page.waitForTimeout(1000);
  expect(loads()).toBe(2);
});
