import { describe, expect, it } from 'vitest';
import { checkAddresses, splitAddresses } from './inviteAddresses.ts';

describe('splitAddresses', () => {
  it('splits at commas, semicolons, spaces and new lines, and keeps each address once', () => {
    expect(splitAddresses(' ana@a.com, bia@b.com;\ncaio@c.com  Ana@A.com\t')).toEqual([
      'ana@a.com',
      'bia@b.com',
      'caio@c.com',
    ]);
  });
});

describe('checkAddresses', () => {
  it('accepts valid addresses', () => {
    expect(checkAddresses('ana@a.com bia@b.com', 50)).toEqual({
      ok: true,
      emails: ['ana@a.com', 'bia@b.com'],
    });
  });

  it('asks for an address when there is none', () => {
    expect(checkAddresses(' , \n', 50)).toMatchObject({
      ok: false,
      message: 'Enter at least one email address.',
    });
  });

  it('names every address that is not one', () => {
    expect(checkAddresses('ana@a.com bia@', 50)).toMatchObject({
      ok: false,
      message: 'Not an email address: bia@',
    });
    expect(checkAddresses('ana bia@b.com caio@@c', 50)).toMatchObject({
      ok: false,
      message: 'Not email addresses: ana, caio@@c',
    });
  });

  it('refuses more addresses than one invitation takes', () => {
    expect(checkAddresses('a@a.com b@b.com c@c.com', 2)).toMatchObject({
      ok: false,
      message: 'At most 2 addresses at once (there are 3).',
    });
  });
});
