import { describe, expect, it } from 'vitest';
import { authCallbackUrl, isBusinessDomain } from './businessDomain.ts';

const signals = { hostname: 'localhost', referrer: '', sessionFlag: null };

describe('isBusinessDomain', () => {
  it('is false when no business domain is configured', () => {
    expect(isBusinessDomain(null, { ...signals, hostname: 'winhub.com' })).toBe(false);
  });

  it('detects the domain from the hostname, the referrer or the session flag', () => {
    expect(isBusinessDomain('winhub.com', { ...signals, hostname: 'WinHub.com' })).toBe(true);
    expect(isBusinessDomain('winhub.com', { ...signals, referrer: 'https://winhub.com/erp' })).toBe(true);
    expect(isBusinessDomain('winhub.com', { ...signals, sessionFlag: 'winhub.com' })).toBe(true);
  });

  it('ignores other hosts and malformed referrers', () => {
    expect(isBusinessDomain('winhub.com', { ...signals, referrer: 'not a url' })).toBe(false);
    expect(isBusinessDomain('winhub.com', { ...signals, hostname: 'evil-winhub.com' })).toBe(false);
  });
});

describe('authCallbackUrl', () => {
  it('uses the business domain when detected, else the current origin', () => {
    expect(authCallbackUrl('http://localhost:3000', 'winhub.com')).toBe('https://winhub.com/auth-callback');
    expect(authCallbackUrl('http://localhost:3000', null)).toBe('http://localhost:3000/auth-callback');
  });
});
