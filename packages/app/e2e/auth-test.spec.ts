import { expect, type Page, test } from '@playwright/test';

const log = (page: Page) => page.getByRole('log', { name: 'Log' });

/** Answers the connectivity check's HEAD request to the auth origin with `handle`. */
async function onConnectivityCheck(page: Page, handle: Parameters<Page['route']>[1]) {
  await page.route(
    (url) => url.pathname === '/',
    (route, request) => (request.method() === 'HEAD' ? handle(route, request) : route.continue()),
  );
}

test('/auth-test reports "Conectividade OK" when the auth service answers, and the request completes', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.method()} ${request.url()}`));
  await page.goto('/auth-test');
  await expect(log(page).getByText('Conectividade OK')).toBeVisible();
  expect(failed).toEqual([]);
});

test('/auth-test reports an error, never OK, when the check is aborted', async ({ page }) => {
  await onConnectivityCheck(page, (route) => route.abort('aborted'));
  await page.goto('/auth-test');
  await expect(log(page).getByText(/Erro de conectividade/)).toBeVisible();
  await expect(log(page).getByText('Conectividade OK')).toHaveCount(0);
});

test('/auth-test reports an error when the auth service answers with a failure status', async ({ page }) => {
  await onConnectivityCheck(page, (route) => route.fulfill({ status: 503 }));
  await page.goto('/auth-test');
  await expect(log(page).getByText('Erro de conectividade: Error: HTTP 503')).toBeVisible();
  await expect(log(page).getByText('Conectividade OK')).toHaveCount(0);
});
