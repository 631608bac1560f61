import { describe, expect, it } from 'vitest';
import { toFormValues, toUpdateRequest } from './organizationProfile.ts';

describe('organization profile mapping', () => {
  it('starts missing fields empty', () => {
    expect(
      toFormValues({
        name: 'Acme',
        businessType: null,
        description: null,
        website: null,
        email: null,
        phone: null,
        address: null,
        employees: '6-15',
        subscriptionType: 'free',
      }),
    ).toEqual({
      name: 'Acme',
      businessType: '',
      description: '',
      website: '',
      email: '',
      phone: '',
      address: '',
      employees: '6-15',
    });
  });

  it('keeps listed options and clears with empty strings', () => {
    const request = toUpdateRequest({
      name: 'Acme',
      businessType: 'retail',
      description: '',
      website: 'https://acme.example',
      email: '',
      phone: '',
      address: '',
      employees: 'lots',
    });
    expect(request.businessType).toBe('retail');
    expect(request.employees).toBeUndefined();
    expect(request.description).toBe('');
  });
});
