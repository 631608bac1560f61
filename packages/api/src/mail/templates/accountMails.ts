import type { AccountMail, AccountMailData, MailContent, MailWriter } from '../../domain/ports/mail.ts';
import { composeMail } from './mailLayout.ts';

const NOT_YOU = 'If this was not you, reset your password now: anyone who knows it can sign in.';

export function verifyEmail(input: AccountMailData<'verifyEmail'>): MailContent {
  return composeMail({
    subject: 'Verify your email address for WinHub',
    preheader: 'Confirm this address to finish setting up your WinHub account.',
    heading: 'Verify your email address',
    paragraphs: [
      `Hi ${input.name},`,
      'Confirm that this address is yours so WinHub and its services can trust it.',
    ],
    action: { label: 'Verify email address', url: input.verifyUrl },
    closing: ['The link works once, for 24 hours. If you did not create a WinHub account, ignore this mail.'],
  });
}

export function signUpAttempt(input: AccountMailData<'signUpAttempt'>): MailContent {
  return composeMail({
    subject: 'Someone tried to sign up to WinHub with your address',
    preheader: 'Your address already has a WinHub account.',
    heading: 'Someone tried to sign up with your address',
    paragraphs: [
      `Hi ${input.name},`,
      'Someone just tried to create a new WinHub account with this address, which already has one. No new account was made.',
      'If it was you, sign in to your existing account instead.',
    ],
    action: { label: 'Sign in to WinHub', url: input.signInUrl },
    closing: [
      `Forgot your password? Reset it here: ${input.resetUrl}`,
      'If it was not you, you can ignore this mail.',
    ],
  });
}

export function passwordReset(input: AccountMailData<'passwordReset'>): MailContent {
  return composeMail({
    subject: 'Reset your WinHub password',
    preheader: 'A link to choose a new password, valid for 30 minutes.',
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${input.name},`,
      'Someone asked to reset the password of your WinHub account. Choose a new one here:',
    ],
    action: { label: 'Choose a new password', url: input.resetUrl },
    closing: [
      'The link works once, for 30 minutes, and stops working when you sign in or ask for a newer one.',
      'If you did not ask, ignore this mail: your password stays as it is.',
    ],
  });
}

export function passwordChanged(input: AccountMailData<'passwordChanged'>): MailContent {
  return composeMail({
    subject: 'Your WinHub password was changed',
    preheader: 'Every other session of your account was signed out.',
    heading: 'Your password was changed',
    paragraphs: [
      `Hi ${input.name},`,
      'The password of your WinHub account was just changed, and every other session of your account was signed out, WinHub services included.',
    ],
    details: [['When', input.when]],
    action: { label: 'Reset your password', url: input.resetUrl },
    closing: ['If this was you, there is nothing to do.', NOT_YOU],
  });
}

export function signInLocked(input: AccountMailData<'signInLocked'>): MailContent {
  const minutes = `${input.minutes} minute${input.minutes === 1 ? '' : 's'}`;
  return composeMail({
    subject: 'Sign-in to your WinHub account was paused',
    preheader: `Several wrong passwords: sign-in waits ${minutes}.`,
    heading: 'Several failed sign-ins',
    paragraphs: [
      `Hi ${input.name},`,
      `Someone typed a wrong password for your WinHub account several times, so signing in now waits ${minutes}; each further failure makes the wait longer.`,
      'If it was you and you forgot your password, reset it:',
    ],
    action: { label: 'Reset your password', url: input.resetUrl },
    closing: [
      'If it was not you, your password is still safe as long as it is not used elsewhere. Consider turning on two-factor authentication.',
    ],
  });
}

export function newSignIn(input: AccountMailData<'newSignIn'>): MailContent {
  return composeMail({
    subject: 'New sign-in to your WinHub account',
    preheader: `${input.browser} on ${input.os} signed in to your account.`,
    heading: 'New sign-in from a browser we have not seen',
    paragraphs: [
      `Hi ${input.name},`,
      'Your WinHub account was just signed in to from a browser it had not used before.',
    ],
    details: [
      ['When', input.when],
      ['Browser', input.browser],
      ['System', input.os],
      ['Address', input.ip],
    ],
    action: { label: 'Review your sessions', url: input.accountUrl },
    closing: ['If this was you, there is nothing to do.', `${NOT_YOU} ${input.resetUrl}`],
  });
}

export function factorRemoved(input: AccountMailData<'factorRemoved'>): MailContent {
  return composeMail({
    subject: `Removed from your WinHub account: ${input.factor}`,
    preheader: `${input.factor} no longer protects your account.`,
    heading: 'A sign-in method was removed',
    paragraphs: [`Hi ${input.name},`, `${input.factor} was just removed from your WinHub account.`],
    details: [['When', input.when]],
    action: { label: 'Review your account', url: input.accountUrl },
    closing: ['If this was you, there is nothing to do.', `${NOT_YOU} ${input.resetUrl}`],
  });
}

export function invitation(input: AccountMailData<'invitation'>): MailContent {
  const role = input.role === 'admin' ? 'an admin' : 'a member';
  return composeMail({
    subject: `${input.invitedBy} invited you to ${input.organizationName} on WinHub`,
    preheader: `Join ${input.organizationName} as ${role}.`,
    heading: `Join ${input.organizationName} on WinHub`,
    paragraphs: [
      `${input.invitedBy} invited you to join ${input.organizationName} on WinHub as ${role}.`,
      'Accept to use its services (ERP, Market, Meet…) with your own account. If you have no WinHub account yet, you create one with this address from the link.',
    ],
    details: [
      ['Organization', input.organizationName],
      ['Valid until', input.expiresOn],
    ],
    action: { label: 'Accept the invitation', url: input.acceptUrl },
    closing: ['The link works once, for 7 days. If you did not expect this invitation, ignore this mail.'],
  });
}

/** The template of each kind of mail. */
export const writeAccountMail: MailWriter = (mail: AccountMail) => {
  switch (mail.kind) {
    case 'verifyEmail':
      return verifyEmail(mail);
    case 'signUpAttempt':
      return signUpAttempt(mail);
    case 'passwordReset':
      return passwordReset(mail);
    case 'passwordChanged':
      return passwordChanged(mail);
    case 'signInLocked':
      return signInLocked(mail);
    case 'newSignIn':
      return newSignIn(mail);
    case 'factorRemoved':
      return factorRemoved(mail);
    case 'invitation':
      return invitation(mail);
  }
};
