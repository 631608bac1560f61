import { expect, type Page, test } from '@playwright/test';

// Once `/` has hydrated, Start FREE Now is the app's: it glides to the registration section, moving on
// the frames right after the press (not after the slow start of the browser's own smooth scroll), and
// ends with the section's top just below the header; a reduced-motion preference jumps there.

async function openHydratedHome(page: Page) {
  await page.goto('/');
  const start = page.locator('#home').getByRole('link', { name: 'Start FREE Now' });
  // React marks the elements it has hydrated with its own properties
  await expect
    .poll(() => start.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
  return start;
}

/** How far the registration section is from the middle of the window, in px (0: centred). */
const offCentre = (page: Page) =>
  page.locator('#registration-section').evaluate((section) => {
    const { top, height } = section.getBoundingClientRect();
    return Math.round(top - (window.innerHeight - height) / 2);
  });

test('Start FREE Now moves the page within three frames and stops with the section in the middle', async ({
  page,
}) => {
  const start = await openHydratedHome(page);
  await start.click();
  const movedAfterThreeFrames = await page.evaluate(async () => {
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
    return window.scrollY;
  });
  expect(movedAfterThreeFrames).toBeGreaterThan(40);
  await expect.poll(async () => Math.abs(await offCentre(page))).toBeLessThanOrEqual(1);
});

test('with reduced motion, Start FREE Now jumps to the section', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const start = await openHydratedHome(page);
  await start.click();
  // a jump, not a glide: centred within a few frames (the bands it lands among take their real height
  // as they come into view, and the page follows)
  const framesToCentre = await page.evaluate(async () => {
    const section = document.getElementById('registration-section');
    for (let frame = 0; section && frame <= 8; frame++) {
      const { top, height } = section.getBoundingClientRect();
      if (Math.abs(top - (window.innerHeight - height) / 2) <= 1) return frame;
      await new Promise(requestAnimationFrame);
    }
    return null;
  });
  expect(framesToCentre).not.toBeNull();
});

test('a wheel turn during the glide takes the page back from it', async ({ page }) => {
  const start = await openHydratedHome(page);
  await start.click();
  await page.mouse.wheel(0, -200);
  const stoppedAt = await page.evaluate(() => window.scrollY);
  await page.waitForTimeout(600);
  // the glide would have gone on to the section; it stays where the wheel left it
  expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(stoppedAt);
  expect(await offCentre(page)).toBeGreaterThan(100);
});
