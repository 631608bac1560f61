import { describe, expect, it } from 'vitest';
import { readCallbackParams, readTarget } from './authCallbackParams.ts';

describe('readCallbackParams', () => {
  it('reads the query first', () => {
    expect(
      readCallbackParams(
        { search: '?token=q&flow=registration&target=erp', hash: '#token=h&state=s' },
        'winhub_auth_token=c',
      ),
    ).toEqual({ token: 'q', state: 's', error: null, flow: 'registration', target: 'erp', hasCode: false });
  });

  it('falls back to the hash (also access_token), then the cookie', () => {
    expect(readCallbackParams({ search: '', hash: '#access_token=h' }, '').token).toBe('h');
    expect(readCallbackParams({ search: '', hash: '' }, 'a=1; winhub_auth_token=c%3D').token).toBe('c=');
    expect(readCallbackParams({ search: '', hash: '' }, '').token).toBeNull();
  });

  it('defaults the flow to landing, else the flow noted before leaving', () => {
    expect(readCallbackParams({ search: '?code=x&state=y', hash: '' }, '').flow).toBe('landing');
    expect(readCallbackParams({ search: '?code=x', hash: '' }, '', 'registration')).toMatchObject({
      flow: 'registration',
      hasCode: true,
    });
    expect(readCallbackParams({ search: '?flow=other', hash: '' }, '').flow).toBe('landing');
  });

  it('reads the error', () => {
    expect(readCallbackParams({ search: '?error=access_denied', hash: '' }, '').error).toBe('access_denied');
  });
});

describe('readTarget', () => {
  it('accepts only the six services', () => {
    expect(readTarget('ERP')).toBe('erp');
    expect(readTarget('/winmeet')).toBe('meet');
    expect(readTarget('https://evil.example')).toBeNull();
    expect(readTarget(null)).toBeNull();
  });
});
