import { generate } from 'otplib';
import { expect } from 'vitest';
import { linkToken, mailTo } from '../helpers/mailbox.ts';
import { bearer, type SignedUpUser, signUpUser, type TestApp, uniqueEmail } from '../helpers/testApp.ts';

/** A person signed in, with the organization their session is on. */
export interface Person extends SignedUpUser {
  organizationId: string;
  fullName: string;
}

/** A new account (admin of a new organization), signed in on it. */
export async function newAdmin(
  t: TestApp,
  fullName = 'Ada Admin',
  organizationName = 'Analytical Engines',
): Promise<Person> {
  const person = await signUpUser(t, { fullName, organizationName });
  const { organizationId } = await t.prisma.membership.findFirstOrThrow({
    where: { userId: person.user.id },
  });
  return { ...person, organizationId, fullName };
}

export const teamPath = (organizationId: string, rest = '') => `/api/organizations/${organizationId}${rest}`;

/** Invites `email` into the admin's organization and answers the link's token from the mail. */
export async function inviteByMail(
  t: TestApp,
  admin: Person,
  email: string,
  options: { role?: 'admin' | 'member'; canPostAsCompany?: boolean; canSellAsCompany?: boolean } = {},
): Promise<string> {
  const before = await t.prisma.mailboxMessage.count({
    where: { to: email, subject: { contains: 'invited you' } },
  });
  const sent = await t
    .http()
    .post(teamPath(admin.organizationId, '/invitations'))
    .set(bearer(admin.token))
    .send({ emails: [email], role: options.role ?? 'member', ...options });
  expect(sent.status, sent.text).toBe(200);
  expect(sent.body.results).toEqual([{ email, outcome: 'invited' }]);
  const mails = await mailTo(t, email, before + 1, /invited you/);
  return linkToken(mails[mails.length - 1] as (typeof mails)[number], '/invitation');
}

/** A new person who joins the admin's organization from an invitation (signing up from its link). */
export async function joinedMember(
  t: TestApp,
  admin: Person,
  options: { role?: 'admin' | 'member'; fullName?: string; canSellAsCompany?: boolean } = {},
): Promise<Person> {
  const email = uniqueEmail('member');
  const token = await inviteByMail(t, admin, email, options);
  const password = 'member password 1';
  const fullName = options.fullName ?? 'Bruno Member';
  const res = await t.http().post('/api/invitations/sign-up').send({ token, fullName, password });
  expect(res.status, res.text).toBe(201);
  return { ...res.body, email, password, fullName, organizationId: admin.organizationId };
}

/** The membership id of a person in an organization. */
export async function membershipId(t: TestApp, organizationId: string, userId: string): Promise<string> {
  return (
    await t.prisma.membership.findUniqueOrThrow({
      where: { organizationId_userId: { organizationId, userId } },
    })
  ).id;
}

/** Turns on two-factor (TOTP) for the person, through the account page's endpoints. */
export async function enableTotp(t: TestApp, person: Person): Promise<void> {
  const setup = await t.http().post('/api/account/totp/setup').set(bearer(person.token));
  expect(setup.status, setup.text).toBe(200);
  const enabled = await t
    .http()
    .post('/api/account/totp/enable')
    .set(bearer(person.token))
    .send({ code: await generate({ secret: setup.body.secret }) });
  expect(enabled.status, enabled.text).toBe(200);
}
