import type { AnswerOf } from '@winhub/api/contract/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';

const config: AnswerOf<'config'> = {
  productKey: 'winhub',
  authOrigin: 'http://localhost:3000',
  authIssuer: 'http://localhost:3000/oidc',
  clientId: 'winhub',
  accountsAtProvider: false,
  businessDomain: null,
  payment: { mode: 'test', publishableKey: null },
};

// a fresh module per test: the answer is kept for the page's life
const freshModule = async () => {
  vi.resetModules();
  return (await import('./runtimeConfigAnswer.ts')).runtimeConfigAnswer;
};

afterEach(() => vi.unstubAllGlobals());

describe('runtimeConfigAnswer', () => {
  it('asks the api once, however many parts of the page read the config', async () => {
    const fetch = vi.fn(async () => Response.json(config));
    vi.stubGlobal('fetch', fetch);
    const runtimeConfigAnswer = await freshModule();
    const [first, second] = await Promise.all([runtimeConfigAnswer(), runtimeConfigAnswer()]);
    expect(first).toEqual(config);
    expect(await runtimeConfigAnswer()).toBe(second);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/config', expect.objectContaining({ method: 'GET' }));
  });

  it('asks again after a failed request', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(Response.json(config));
    vi.stubGlobal('fetch', fetch);
    const runtimeConfigAnswer = await freshModule();
    await expect(runtimeConfigAnswer()).rejects.toMatchObject({ status: 503 });
    expect(await runtimeConfigAnswer()).toEqual(config);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
