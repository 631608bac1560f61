import { describe, expect, it } from 'vitest';
import { searchString } from './searchString.ts';

describe('searchString', () => {
  it('writes each given field in order, encoded', () => {
    expect(searchString({ search: 'ana souza&co', offset: 25, limit: 25 })).toBe(
      '?search=ana+souza%26co&offset=25&limit=25',
    );
    expect(searchString({ kind: 'role_changed', person: 'é@x.io', from: '2026-11-01' })).toBe(
      '?kind=role_changed&person=%C3%A9%40x.io&from=2026-11-01',
    );
  });

  it('leaves out what is absent or empty, so the api applies its default', () => {
    expect(searchString({ search: '', offset: 0, limit: undefined, to: null })).toBe('?offset=0');
    expect(searchString({ search: '' })).toBe('');
    expect(searchString({})).toBe('');
    expect(searchString(undefined)).toBe('');
  });

  it('writes booleans and numbers as text', () => {
    expect(searchString({ flag: false, n: 0.5 })).toBe('?flag=false&n=0.5');
  });
});
