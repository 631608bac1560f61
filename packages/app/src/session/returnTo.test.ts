import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnTo.ts';

const origin = 'http://localhost:3000';

describe('safeReturnPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnPath('/billing?tab=1#top', origin)).toBe('/billing?tab=1#top');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'billing',
    '',
    null,
    undefined,
  ])('rejects %s', (candidate) => {
    expect(safeReturnPath(candidate, origin)).toBeNull();
  });
});
