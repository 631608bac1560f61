import { describe, expect, it } from 'vitest';
import { newSignIn, signInLocked, writeAccountMail } from '../../src/mail/templates/accountMails.ts';

const url = 'https://winhub.example.com/reset-password?token=abc&next=1';

describe('account mails', () => {
  // every kind, as the business rules ask for it
  const every = [
    writeAccountMail({ kind: 'verifyEmail', name: 'Ana', verifyUrl: url }),
    writeAccountMail({ kind: 'signUpAttempt', name: 'Ana', signInUrl: url, resetUrl: url }),
    writeAccountMail({ kind: 'passwordReset', name: 'Ana', resetUrl: url }),
    writeAccountMail({ kind: 'passwordChanged', name: 'Ana', when: 'now', resetUrl: url }),
    writeAccountMail({ kind: 'signInLocked', name: 'Ana', minutes: 2, resetUrl: url }),
    writeAccountMail({
      kind: 'newSignIn',
      name: 'Ana',
      when: 'now',
      browser: 'Firefox 140',
      os: 'Linux',
      ip: '10.0.0.1',
      accountUrl: url,
      resetUrl: url,
    }),
    writeAccountMail({
      kind: 'factorRemoved',
      name: 'Ana',
      factor: 'two-factor authentication',
      when: 'now',
      accountUrl: url,
      resetUrl: url,
    }),
    writeAccountMail({
      kind: 'invitation',
      organizationName: 'Loja <Exemplo>',
      invitedBy: 'Ana',
      role: 'member',
      acceptUrl: url,
      expiresOn: 'Fri, 04 Dec 2026 02:00:00 GMT',
    }),
  ];

  it('carry their link in both parts: on its own line in the text, as a link in the HTML', () => {
    for (const mail of every) {
      expect(mail.text.split('\n')).toContain(url);
      expect(mail.html).toContain('href="https://winhub.example.com/reset-password?token=abc&#38;next=1"');
      expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    }
  });

  it('escape everything a person typed', () => {
    const mail = newSignIn({
      name: '<script>alert(1)</script>',
      when: 'now',
      browser: '"><img src=x onerror=alert(1)>',
      os: 'Linux',
      ip: '10.0.0.1',
      accountUrl: url,
      resetUrl: url,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.text).toContain('Hi <script>alert(1)</script>,');
  });

  it('say what happened in their subject', () => {
    expect(every.map((mail) => mail.subject)).toEqual([
      'Verify your email address for WinHub',
      'Someone tried to sign up to WinHub with your address',
      'Reset your WinHub password',
      'Your WinHub password was changed',
      'Sign-in to your WinHub account was paused',
      'New sign-in to your WinHub account',
      'Removed from your WinHub account: two-factor authentication',
      'Ana invited you to Loja <Exemplo> on WinHub',
    ]);
  });

  it('count minutes in words', () => {
    expect(signInLocked({ name: 'Ana', minutes: 1, resetUrl: url }).text).toContain('waits 1 minute;');
    expect(signInLocked({ name: 'Ana', minutes: 15, resetUrl: url }).text).toContain('waits 15 minutes;');
  });
});
