import { describe, expect, it } from 'vitest';
import { isStepUpRequired } from './account.ts';
import { HttpError } from './http.ts';

const refusal = (status: number, code: string) =>
  new HttpError(status, 'Forbidden', JSON.stringify({ error: { code, message: 'Confirm your password.' } }));

describe('isStepUpRequired', () => {
  it('is the api’s 403 step_up_required, and nothing else', () => {
    expect(isStepUpRequired(refusal(403, 'step_up_required'))).toBe(true);
    expect(isStepUpRequired(refusal(403, 'wrong_password'))).toBe(false);
    expect(isStepUpRequired(refusal(401, 'step_up_required'))).toBe(false);
    expect(isStepUpRequired(new Error('step_up_required'))).toBe(false);
  });
});
