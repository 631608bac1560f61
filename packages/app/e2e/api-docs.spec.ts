import { expect, test } from '@playwright/test';

test('/api/docs renders every operation of the OpenAPI document, from this server only, under its CSP', async ({
  page,
  request,
  baseURL,
}) => {
  const document = (await (await request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('request', (sent) => {
    if (!sent.url().startsWith(baseURL ?? '') && !sent.url().startsWith('data:')) problems.push(sent.url());
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /WinHub API/ })).toBeVisible();
  await expect(page.locator('.opblock')).toHaveCount(operations.length);
  await page
    .getByRole('button', { name: /\/api\/health/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(page.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
  await expect(page.locator('.live-responses-table tbody').getByText('"database": "up"')).toBeVisible();
  expect(problems).toEqual([]);
});
