import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughProvider } from '../helpers/providerFlow.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/testApp.ts';
import { inviteByMail, joinedMember, membershipId, newAdmin, type Person, teamPath } from './teamHarness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(person: Person): Promise<string> {
  const result = await signInThroughProvider(t, { email: person.email, password: person.password });
  if (result.kind !== 'session') throw new Error(result.page.html);
  return result.session.token;
}

/** A member removed from the only organization they belonged to. */
async function removedFromTheirLast(admin: Person): Promise<Person> {
  const member = await joinedMember(t, admin, { fullName: 'Noel Nowhere' });
  const removed = await t
    .http()
    .delete(
      teamPath(
        admin.organizationId,
        `/members/${await membershipId(t, admin.organizationId, member.user.id)}`,
      ),
    )
    .set(bearer(admin.token));
  expect(removed.status, removed.text).toBe(200);
  return member;
}

describe('a person who belongs to no organization', () => {
  it('signs in, is refused every organization endpoint with 403, keeps their account, and signs out', async () => {
    const admin = await newAdmin(t, 'Olga Admin', 'Former Co');
    const member = await removedFromTheirLast(admin);
    const token = await signIn(member);

    const validated = await t.http().post('/api/auth/validate-winauth-token').send({ token });
    expect(validated.status, validated.text).toBe(200);
    expect(validated.body.user).toMatchObject({ email: member.email, fullName: 'Noel Nowhere' });
    for (const path of ['/api/user/organization', '/api/organization/profile']) {
      const refused = await t.http().get(path).set(bearer(token));
      expect([path, refused.status, refused.body.error?.code]).toEqual([path, 403, 'no_organization']);
    }
    const elsewhere = await t.http().get(teamPath(admin.organizationId, '/members')).set(bearer(token));
    expect(elsewhere.status).toBe(403);

    // the person's own things: none of their organizations, and their account page
    const organizations = await t.http().get('/api/organizations').set(bearer(token));
    expect(organizations.status, organizations.text).toBe(200);
    expect(organizations.body).toEqual({ organizations: [], activeOrganizationId: null });
    const account = await t.http().get('/api/account').set(bearer(token));
    expect(account.status, account.text).toBe(200);
    expect(account.body.profile).toMatchObject({ email: member.email, fullName: 'Noel Nowhere' });
    const renamed = await t
      .http()
      .patch('/api/account/profile')
      .set(bearer(token))
      .send({ fullName: 'Noel Elsewhere' });
    expect(renamed.status, renamed.text).toBe(200);
    const sessions = await t.http().get('/api/account/sessions').set(bearer(token));
    expect(sessions.status, sessions.text).toBe(200);
    expect(sessions.body.sessions.length).toBeGreaterThan(0);

    const signedOut = await t.http().post('/api/auth/sign-out').set(bearer(token));
    expect(signedOut.status, signedOut.text).toBe(200);
    const after = await t.http().post('/api/auth/validate-winauth-token').send({ token });
    expect([after.status, after.body.error.code]).toEqual([401, 'session_ended']);
  });

  it('opens a new invitation signed in, accepts it and works in that organization', async () => {
    const former = await newAdmin(t, 'Paula Admin', 'Left Co');
    const member = await removedFromTheirLast(former);
    const token = await signIn(member);
    const inviting = await newAdmin(t, 'Quentin Admin', 'Next Co');
    const link = await inviteByMail(t, inviting, member.email);

    const seen = await t.http().post('/api/invitations/lookup').set(bearer(token)).send({ token: link });
    expect(seen.body).toMatchObject({ kind: 'accept', invitation: { organizationName: 'Next Co' } });
    const accepted = await t.http().post('/api/invitations/accept').set(bearer(token)).send({ token: link });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toEqual({
      organizations: [{ id: inviting.organizationId, name: 'Next Co', role: 'member' }],
      activeOrganizationId: inviting.organizationId,
    });
    const organization = await t.http().get('/api/user/organization').set(bearer(token));
    expect(organization.status, organization.text).toBe(200);
    expect(organization.body.organization.id).toBe(inviting.organizationId);
  });
});
