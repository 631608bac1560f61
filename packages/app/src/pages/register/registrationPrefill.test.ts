import { describe, expect, it } from 'vitest';
import { resolvePrefill } from './registrationPrefill.ts';

describe('resolvePrefill', () => {
  it('prefers the query parameters', () => {
    expect(
      resolvePrefill(
        { email: 'a@b.co', name: 'Ana', businessType: 'services', employees: '6-15' },
        '{"email":"x@y.z"}',
      ),
    ).toEqual({
      email: 'a@b.co',
      fullName: 'Ana',
      businessType: 'services',
      employees: '6-15',
    });
  });

  it('falls back to the stored prefill and folds larger size ranges into 16+', () => {
    expect(
      resolvePrefill({}, '{"name":"Ana","email":"a@b.co","businessType":"startup","employees":"51-200"}'),
    ).toEqual({
      email: 'a@b.co',
      fullName: 'Ana',
      employees: '16+',
    });
  });

  it('survives a corrupt stored prefill', () => {
    expect(resolvePrefill({}, '{oops')).toEqual({});
  });
});
