import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken, mailTo } from '../helpers/mailbox.ts';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../helpers/testApp.ts';
import { inviteByMail, newAdmin, type Person, teamPath } from './teamHarness.ts';

let t: TestApp;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  admin = await newAdmin(t, 'Ines Admin', 'Invite Co');
});
afterAll(() => t.close());

const lookup = (token: string, as?: Person) => {
  const req = t.http().post('/api/invitations/lookup');
  if (as) req.set(bearer(as.token));
  return req.send({ token });
};

describe('inviting', () => {
  it('answers each address: invited, already a member, already invited, invalid (once per address)', async () => {
    const fresh = uniqueEmail('fresh');
    const invited = uniqueEmail('invited');
    await inviteByMail(t, admin, invited);
    const res = await t
      .http()
      .post(teamPath(admin.organizationId, '/invitations'))
      .set(bearer(admin.token))
      .send({
        emails: [fresh, ` ${fresh.toUpperCase()} `, admin.email, invited, 'not-an-address', 'a@b'],
        role: 'member',
        canSellAsCompany: true,
      });
    expect(res.status, res.text).toBe(200);
    expect(res.body.results).toEqual([
      { email: fresh, outcome: 'invited' },
      { email: admin.email, outcome: 'already_member' },
      { email: invited, outcome: 'already_invited' },
      { email: 'not-an-address', outcome: 'invalid' },
      { email: 'a@b', outcome: 'invalid' },
    ]);
    const [mail] = await mailTo(t, fresh, 1, /invited you/);
    expect(mail?.subject).toBe('Ines Admin invited you to Invite Co on WinHub');
    const token = linkToken(mail as NonNullable<typeof mail>, '/invitation');
    // only the hash is stored
    expect(await t.prisma.invitation.count({ where: { tokenHash: token } })).toBe(0);
    const pending = await t
      .http()
      .get(teamPath(admin.organizationId, '/invitations'))
      .set(bearer(admin.token));
    expect(pending.body.invitations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: fresh,
          role: 'member',
          canSellAsCompany: true,
          invitedBy: 'Ines Admin',
          isExpired: false,
        }),
      ]),
    );
  });

  it('refuses more than 50 addresses at once', async () => {
    const emails = Array.from({ length: 51 }, () => uniqueEmail('many'));
    const res = await t
      .http()
      .post(teamPath(admin.organizationId, '/invitations'))
      .set(bearer(admin.token))
      .send({ emails, role: 'member' });
    expect([res.status, res.body.error.code]).toEqual([400, 'validation_error']);
  });
});

describe('an invitation link', () => {
  it('signs up a new person with the address fixed and verified, once', async () => {
    const email = uniqueEmail('newcomer');
    const token = await inviteByMail(t, admin, email, { role: 'admin', canPostAsCompany: true });
    expect((await lookup(token)).body).toEqual({
      kind: 'sign-up',
      invitation: { organizationName: 'Invite Co', role: 'admin', invitedBy: 'Ines Admin', email },
    });
    const res = await t
      .http()
      .post('/api/invitations/sign-up')
      .send({ token, fullName: 'New Comer', password: 'secret-123' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.user).toMatchObject({ email, emailVerified: true, fullName: 'New Comer' });
    const organization = await t.http().get('/api/user/organization').set(bearer(res.body.token));
    expect(organization.body).toMatchObject({
      organization: { id: admin.organizationId },
      user: { role: 'admin' },
    });
    expect((await lookup(token)).body).toEqual({ kind: 'used', organizationName: 'Invite Co' });
    const again = await t
      .http()
      .post('/api/invitations/sign-up')
      .send({ token, fullName: 'New Comer', password: 'secret-123' });
    expect([again.status, again.body.error.code]).toEqual([409, 'invitation_used']);
  });

  it('lets a person of another organization accept signed in: they belong to both', async () => {
    const other = await newAdmin(t, 'Omar Other', 'Omar Co');
    const token = await inviteByMail(t, admin, other.email);
    expect((await lookup(token)).body.kind).toBe('sign-in');
    expect((await lookup(token, other)).body.kind).toBe('accept');
    const accepted = await t.http().post('/api/invitations/accept').set(bearer(other.token)).send({ token });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toEqual({
      organizations: [
        { id: admin.organizationId, name: 'Invite Co', role: 'member' },
        { id: other.organizationId, name: 'Omar Co', role: 'admin' },
      ],
      activeOrganizationId: admin.organizationId,
    });
  });

  it('accepted twice at the same moment gives one membership', async () => {
    const other = await newAdmin(t, 'Pia Parallel', 'Pia Co');
    const token = await inviteByMail(t, admin, other.email);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.http().post('/api/invitations/accept').set(bearer(other.token)).send({ token }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(
      await t.prisma.membership.count({
        where: { organizationId: admin.organizationId, userId: other.user.id },
      }),
    ).toBe(1);
  });

  it('is refused to another signed-in address, naming the invited one masked', async () => {
    const invitedEmail = uniqueEmail('someone');
    const token = await inviteByMail(t, admin, invitedEmail);
    const wrong = await newAdmin(t, 'Wanda Wrong', 'Wrong Co');
    const seen = await lookup(token, wrong);
    expect(seen.body).toMatchObject({ kind: 'wrong-account', signedInEmail: wrong.email });
    expect(seen.body.invitation.email).toBe(`s***@example.com`);
    const refused = await t.http().post('/api/invitations/accept').set(bearer(wrong.token)).send({ token });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'invitation_wrong_account']);
  });

  it('revoked, expired, resent (the old link dies) and unknown links each have their state', async () => {
    const revokedEmail = uniqueEmail('revoked');
    const revokedToken = await inviteByMail(t, admin, revokedEmail);
    const { id: revokedId } = await t.prisma.invitation.findFirstOrThrow({ where: { email: revokedEmail } });
    expect(
      (
        await t
          .http()
          .delete(teamPath(admin.organizationId, `/invitations/${revokedId}`))
          .set(bearer(admin.token))
      ).status,
    ).toBe(200);
    expect((await lookup(revokedToken)).body).toEqual({ kind: 'revoked', organizationName: 'Invite Co' });

    const expiredEmail = uniqueEmail('expired');
    const expiredToken = await inviteByMail(t, admin, expiredEmail);
    await t.prisma.invitation.updateMany({
      where: { email: expiredEmail },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await lookup(expiredToken)).body).toEqual({ kind: 'expired', organizationName: 'Invite Co' });
    const listed = await t
      .http()
      .get(teamPath(admin.organizationId, '/invitations'))
      .set(bearer(admin.token));
    const expired = listed.body.invitations.find((row: { email: string }) => row.email === expiredEmail);
    expect(expired.isExpired).toBe(true);

    const resent = await t
      .http()
      .post(teamPath(admin.organizationId, `/invitations/${expired.id}/resend`))
      .set(bearer(admin.token));
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body.isExpired).toBe(false);
    const mails = await mailTo(t, expiredEmail, 2, /invited you/);
    const newToken = linkToken(mails[1] as NonNullable<(typeof mails)[1]>, '/invitation');
    expect((await lookup(expiredToken)).body).toEqual({ kind: 'invalid' });
    expect((await lookup(newToken)).body.kind).toBe('sign-up');
    expect((await lookup('no-such-token')).body).toEqual({ kind: 'invalid' });

    const activity = await t.http().get(teamPath(admin.organizationId, '/activity')).set(bearer(admin.token));
    const kinds = activity.body.events.map((event: { what: { kind: string } }) => event.what.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['invitation_sent', 'invitation_revoked', 'invitation_resent']),
    );
  });
});
