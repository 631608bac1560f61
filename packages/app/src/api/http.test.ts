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
