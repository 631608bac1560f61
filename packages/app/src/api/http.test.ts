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

describe('the second-factor refusal', () => {
  const answer = (status: number, body: unknown) => async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('is told to the handler, and the call still fails with the refusal', async () => {
    const { apiRequest, SECOND_FACTOR_REQUIRED, setSecondFactorRequiredHandler } = await import('./http.ts');
    let told = 0;
    setSecondFactorRequiredHandler(() => told++);
    const refusal = { error: { code: SECOND_FACTOR_REQUIRED, message: 'Set up a second factor.' } };
    const originalFetch = globalThis.fetch;
    try {
      globalThis.fetch = answer(403, refusal);
      const error = await apiRequest('/api/user/organization').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).apiCode).toBe('second_factor_required');
      expect(told).toBe(1);

      // any other refusal is the caller's own to handle
      globalThis.fetch = answer(403, { error: { code: 'admin_required', message: 'Admins only.' } });
      await expect(apiRequest('/api/organizations/o1/invitations')).rejects.toThrow('403');
      globalThis.fetch = answer(401, refusal);
      await expect(apiRequest('/api/user/organization')).rejects.toThrow('401');
      expect(told).toBe(1);
    } finally {
      globalThis.fetch = originalFetch;
      setSecondFactorRequiredHandler(() => {});
    }
  });
});
