import { describe, expect, expectTypeOf, it } from 'vitest';
import { endpointUrl, type QueryOf } from './callApi.ts';

describe('endpointUrl', () => {
  it("fills the path's parameters and appends the endpoint's query", () => {
    expect(
      endpointUrl('members', { params: { organizationId: 'org 1' }, query: { search: 'ana', offset: 25 } }),
    ).toBe('/api/organizations/org%201/members?search=ana&offset=25');
    expect(
      endpointUrl('organizationActivityCsv', {
        params: { organizationId: 'o1' },
        query: { kind: 'all', person: '', from: '2026-11-01', to: '' },
      }),
    ).toBe('/api/organizations/o1/activity.csv?kind=all&from=2026-11-01');
  });

  it('sends no question mark when there is no query, or nothing in it', () => {
    expect(endpointUrl('organizations', undefined)).toBe('/api/organizations');
    expect(endpointUrl('members', { params: { organizationId: 'o1' }, query: { search: '' } })).toBe(
      '/api/organizations/o1/members',
    );
  });

  it("types the query from the endpoint's query schema", () => {
    expectTypeOf<QueryOf<'members'>>().toEqualTypeOf<{
      search?: string | undefined;
      offset?: number | string;
      limit?: number | string;
    }>();
    expectTypeOf<QueryOf<'organizations'>>().toEqualTypeOf<undefined>();
  });
});
