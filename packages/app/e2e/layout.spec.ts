import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn } from './support.ts';

test('at 1280 px a services tile’s description card covers no other tile', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const orbit = page.locator('#services');
  await orbit.scrollIntoViewIfNeeded();
  const tiles = orbit.getByRole('button');
  await expect(tiles).toHaveCount(6);
  // The prerendered tiles move to their places when the orbit reveals: measure them once they rest.
  await expect(orbit.locator('[data-revealed]')).toBeVisible();
  const tileBoxes = async () => Promise.all((await tiles.all()).map((tile) => tile.boundingBox()));
  let boxes = await tileBoxes();
  await expect
    .poll(async () => {
      const previous = JSON.stringify(boxes);
      boxes = await tileBoxes();
      return JSON.stringify(boxes) === previous;
    })
    .toBe(true);
  for (const [index, tile] of (await tiles.all()).entries()) {
    await tile.hover();
    const card = page.locator(`[id="${await tile.getAttribute('aria-describedby')}"]`);
    await expect(card).toBeVisible();
    await expect(card).toHaveCSS('opacity', '1');
    const cardBox = await card.boundingBox();
    if (!cardBox) throw new Error('the card has no box');
    boxes.forEach((other, otherIndex) => {
      if (!other || otherIndex === index) return;
      const overlaps =
        cardBox.x < other.x + other.width &&
        other.x < cardBox.x + cardBox.width &&
        cardBox.y < other.y + other.height &&
        other.y < cardBox.y + cardBox.height;
      expect(overlaps, `card of tile ${index} covers tile ${otherIndex}`).toBe(false);
    });
  }
});

test("at 375 px the settings tabs (an admin's four) fit the screen; the plan help links to upgrade and billing", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const account = await createAccount(request, 'Phone Settings');
  await openSignedIn(page, account, '/settings');
  const tabs = page.getByRole('tablist', { name: 'Organization settings' });
  await expect(tabs.getByRole('tab')).toHaveText(['General', 'Team', 'Security', 'Activity']);
  await expect(tabs.getByText('Coming Soon')).toHaveCount(0);
  for (const element of await tabs.getByRole('tab').all()) {
    await expect(element).toBeVisible();
    const box = await element.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, (await element.textContent()) ?? '').toBe(true);
  }

  await page.getByRole('link', { name: 'Change your plan from the upgrade page.' }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'See your billing and invoices.' }).click();
  await expect(page).toHaveURL(/\/billing$/);
});
