import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 740 } });

test('the mobile menu opens, omits Home, and closes after choosing a section', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  // the sections, then Sign In (a link to /login)
  await expect(menu.getByRole('link')).toHaveText(['Services', 'Pricing', 'About', 'Sign In']);
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#pricing')).toBeInViewport();
});
