import { describe, expect, it } from 'vitest';
import { failureMessage, HttpError } from './http.ts';

describe('HttpError', () => {
  it("reads the api's error code and message from its body", () => {
    const error = new HttpError(
      401,
      'Unauthorized',
      JSON.stringify({ error: { code: 'token_expired', message: 'Your session has expired.' } }),
    );
    expect(error.message).toBe(`401: ${error.body}`);
    expect(error.apiCode).toBe('token_expired');
    expect(error.apiMessage).toBe('Your session has expired.');
    expect(failureMessage(error)).toBe('Your session has expired.');
  });

  it('answers null for a body that is not the api error shape, and the person reads a plain sentence', () => {
    for (const body of [
      '',
      'Bad Gateway',
      'null',
      '[]',
      '{"error":"nope"}',
      '{"error":{"code":7,"message":null}}',
    ]) {
      const error = new HttpError(502, 'Bad Gateway', body);
      expect(error.apiCode).toBeNull();
      expect(error.apiMessage).toBeNull();
      expect(failureMessage(error)).toBe('Something went wrong. Please try again.');
    }
    expect(new HttpError(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
  });
});

describe('the page refusals', () => {
  const answer = (status: number, body: unknown) => async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const refusal = (code: string) => ({ error: { code, message: 'Refused.' } });

  it('are told to the handler, and the call still fails with the refusal', async () => {
    const { apiRequest, setPageRefusalHandler } = await import('./http.ts');
    const told: string[] = [];
    setPageRefusalHandler((code) => told.push(code));
    const originalFetch = globalThis.fetch;
    try {
      globalThis.fetch = answer(403, refusal('second_factor_required'));
      const error = await apiRequest('/api/user/organization').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).apiCode).toBe('second_factor_required');
      globalThis.fetch = answer(403, refusal('no_organization'));
      await expect(apiRequest('/api/user/organization')).rejects.toThrow('403');
      expect(told).toEqual(['second_factor_required', 'no_organization']);

      // any other refusal is the caller's own to handle
      globalThis.fetch = answer(403, refusal('admin_required'));
      await expect(apiRequest('/api/organizations/o1/invitations')).rejects.toThrow('403');
      globalThis.fetch = answer(401, refusal('no_organization'));
      await expect(apiRequest('/api/user/organization')).rejects.toThrow('401');
      expect(told).toHaveLength(2);
    } finally {
      globalThis.fetch = originalFetch;
      setPageRefusalHandler(() => {});
    }
  });

  it('name the page shown when their request was sent, not the one shown when the answer came', async () => {
    const { apiRequest, setPageRefusalHandler } = await import('./http.ts');
    const told: [string, string | null][] = [];
    setPageRefusalHandler((code, askedOn) => told.push([code, askedOn]));
    const originalFetch = globalThis.fetch;
    const shown = { pathname: '/settings' };
    Object.defineProperty(globalThis, 'location', { value: shown, configurable: true });
    try {
      globalThis.fetch = async () => {
        // the person goes to their account while the request is on its way
        shown.pathname = '/account';
        return answer(403, refusal('no_organization'))();
      };
      await expect(apiRequest('/api/organizations')).rejects.toThrow('403');
      expect(told).toEqual([['no_organization', '/settings']]);
    } finally {
      globalThis.fetch = originalFetch;
      Reflect.deleteProperty(globalThis, 'location');
      setPageRefusalHandler(() => {});
    }
  });
});
