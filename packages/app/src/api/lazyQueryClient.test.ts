import { afterEach, describe, expect, it, vi } from 'vitest';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('./callApi.ts', () => ({ callApi }));

const { lazyQueryClient } = await import('./lazyQueryClient.ts');

/** Once the prefetch has made `count` requests (its chunks load first), and a moment for any more. */
async function requestsMade(count: number) {
  // the first load of the query cache's code in this process takes a while
  await vi.waitFor(() => expect(callApi).toHaveBeenCalledTimes(count), { timeout: 10_000 });
  await new Promise((resolve) => setTimeout(resolve, 20));
}

afterEach(() => callApi.mockReset());

describe('prefetchPagesData', () => {
  it("asks for the data of the pages that read any, and a later press's loader finds it there", async () => {
    callApi.mockImplementation(async (name: string) => ({ name }));
    const queryClient = lazyQueryClient();
    queryClient.prefetchPagesData(['/billing', '/upgrade']);
    await requestsMade(2);
    expect(callApi.mock.calls.map(([name]) => name).sort()).toEqual(['invoices', 'subscription']);
    await queryClient.ensurePageData('/billing');
    expect(callApi).toHaveBeenCalledTimes(2);
  });

  it("leaves a failed request to the page's own loader, which asks again", async () => {
    callApi.mockRejectedValueOnce(new Error('down')).mockImplementation(async (name: string) => ({ name }));
    const queryClient = lazyQueryClient();
    queryClient.prefetchPagesData(['/settings']);
    await requestsMade(2);
    await expect(queryClient.ensurePageData('/settings')).resolves.toHaveLength(2);
    expect(callApi).toHaveBeenCalledTimes(3);
  });

  it('asks again for an answer a change has invalidated since (a payment, for the plan)', async () => {
    callApi.mockImplementation(async (name: string) => ({ name }));
    const queryClient = lazyQueryClient();
    queryClient.prefetchPagesData(['/billing']);
    await requestsMade(2);
    await (await queryClient.load()).invalidateQueries();
    await queryClient.ensurePageData('/billing');
    expect(callApi).toHaveBeenCalledTimes(4);
  });
});
