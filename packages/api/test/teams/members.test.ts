import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenExchangeResponseSchema } from '../../src/contract/suite.ts';
import { redeemHandoff, sessionIdOf } from '../helpers/serviceClient.ts';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../helpers/testApp.ts';
import { inviteByMail, joinedMember, membershipId, newAdmin, type Person, teamPath } from './teamHarness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function openErp(person: Person) {
  const handoff = await t
    .http()
    .post('/api/auth/service-handoff')
    .set(bearer(person.token))
    .send({ service: 'erp' });
  expect(handoff.status, handoff.text).toBe(200);
  const token = new URL(handoff.body.url).searchParams.get('token') ?? '';
  const redeemed = await redeemHandoff(t, 'erp', token);
  expect(redeemed.status, redeemed.text).toBe(200);
  return tokenExchangeResponseSchema.parse(redeemed.body);
}

const status = (accessToken: string) => t.http().get('/api/auth/service-session').set(bearer(accessToken));

const patchMember = (by: Person, organizationId: string, memberId: string, body: object) =>
  t
    .http()
    .patch(teamPath(organizationId, `/members/${memberId}`))
    .set(bearer(by.token))
    .send(body);

const removeMember = (by: Person, organizationId: string, memberId: string) =>
  t
    .http()
    .delete(teamPath(organizationId, `/members/${memberId}`))
    .set(bearer(by.token));

describe('the member list', () => {
  it('pages and searches by name or address, with the totals and the viewer', async () => {
    const admin = await newAdmin(t, 'Zoe Admin', 'List Co');
    const carla = await joinedMember(t, admin, { fullName: 'Carla Search' });
    await joinedMember(t, admin, { fullName: 'Dario Other' });
    const list = await t
      .http()
      .get(teamPath(admin.organizationId, '/members?limit=2'))
      .set(bearer(admin.token));
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 3, adminCount: 1, offset: 0, limit: 2 });
    expect(list.body.members.map((m: { fullName: string }) => m.fullName)).toEqual([
      'Carla Search',
      'Dario Other',
    ]);
    expect(list.body.viewer).toEqual({
      memberId: await membershipId(t, admin.organizationId, admin.user.id),
      role: 'admin',
    });
    const second = await t
      .http()
      .get(teamPath(admin.organizationId, '/members?limit=2&offset=2'))
      .set(bearer(admin.token));
    expect(second.body.members).toMatchObject([
      { fullName: 'Zoe Admin', role: 'admin', hasSecondFactor: false },
    ]);
    const found = await t
      .http()
      .get(teamPath(admin.organizationId, '/members?search=CARLA'))
      .set(bearer(carla.token));
    expect(found.body).toMatchObject({ total: 1, members: [{ email: carla.email, role: 'member' }] });
    const wildcard = await t
      .http()
      .get(teamPath(admin.organizationId, '/members?search=%25'))
      .set(bearer(admin.token));
    expect(wildcard.body.total).toBe(0);
  });

  it('is in the order of the names people have now, after one changes theirs', async () => {
    const admin = await newAdmin(t, 'Maria Order', 'Order Co');
    const member = await joinedMember(t, admin, { fullName: 'bruno order' });
    const names = async () =>
      (
        await t.http().get(teamPath(admin.organizationId, '/members')).set(bearer(admin.token))
      ).body.members.map((m: { fullName: string }) => m.fullName);
    expect(await names()).toEqual(['bruno order', 'Maria Order']);
    const renamed = await t
      .http()
      .patch('/api/account/profile')
      .set(bearer(member.token))
      .send({ fullName: 'Zeca Order' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await names()).toEqual(['Maria Order', 'Zeca Order']);
  });

  it('finds a person by the address they have now, not the one they had', async () => {
    const admin = await newAdmin(t, 'Vera Address', 'Address Co');
    const member = await joinedMember(t, admin, { fullName: 'Ivo Address' });
    const found = async (search: string) =>
      (
        await t
          .http()
          .get(teamPath(admin.organizationId, `/members?search=${encodeURIComponent(search)}`))
          .set(bearer(admin.token))
      ).body.members.map((m: { email: string }) => m.email);
    expect(await found(member.email)).toEqual([member.email]);
    // no endpoint changes an address: the identity provider's or an operator's change lands in the database
    const moved = uniqueEmail('moved');
    await t.prisma.user.update({ where: { id: member.user.id }, data: { email: moved } });
    expect(await found(moved.toUpperCase())).toEqual([moved]);
    expect(await found(member.email)).toEqual([]);
    expect(await found('ivo address')).toEqual([moved]);
  });
});

describe('roles and permissions', () => {
  it('a role or permission change shows in the next status call of a service', async () => {
    const admin = await newAdmin(t, 'Ana Admin', 'Perm Co');
    const member = await joinedMember(t, admin);
    const atErp = await openErp(member);
    expect(atErp.user).toMatchObject({
      role: 'member',
      permissions: { canPostAsCompany: false, canSellAsCompany: false },
    });
    expect(atErp.organization.id).toBe(admin.organizationId);
    const memberId = await membershipId(t, admin.organizationId, member.user.id);
    const changed = await patchMember(admin, admin.organizationId, memberId, {
      role: 'admin',
      canSellAsCompany: true,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ role: 'admin', canSellAsCompany: true, canPostAsCompany: false });
    const now = await status(atErp.access_token);
    expect(now.body.user).toMatchObject({
      role: 'admin',
      permissions: { canPostAsCompany: false, canSellAsCompany: true },
    });
    const permission = await t.prisma.userPermission.findFirstOrThrow({
      where: { userId: member.user.id, organizationId: admin.organizationId },
    });
    expect(permission.grantedBy).toBe(admin.user.id);
  });

  it('the last admin can neither be demoted nor leave', async () => {
    const admin = await newAdmin(t, 'Solo Admin', 'Solo Co');
    const own = await membershipId(t, admin.organizationId, admin.user.id);
    const demoted = await patchMember(admin, admin.organizationId, own, { role: 'member' });
    expect([demoted.status, demoted.body.error.code]).toEqual([409, 'last_admin']);
    const left = await removeMember(admin, admin.organizationId, own);
    expect([left.status, left.body.error.code]).toEqual([409, 'last_admin']);
  });

  it('two admins demoting each other at the same moment never leave the organization without one', async () => {
    for (let round = 0; round < 5; round++) {
      const first = await newAdmin(t, 'First Admin', `Race Co ${round}`);
      const second = await joinedMember(t, first, { role: 'admin' });
      const [firstId, secondId] = [
        await membershipId(t, first.organizationId, first.user.id),
        await membershipId(t, first.organizationId, second.user.id),
      ];
      const answers = await Promise.all([
        patchMember(first, first.organizationId, secondId, { role: 'member' }),
        patchMember(second, first.organizationId, firstId, { role: 'member' }),
        removeMember(first, first.organizationId, firstId),
        removeMember(second, first.organizationId, secondId),
      ]);
      expect(answers.some((answer) => answer.status === 200)).toBe(true);
      expect(
        await t.prisma.membership.count({ where: { organizationId: first.organizationId, role: 'admin' } }),
      ).toBe(1);
    }
  });
});

describe('removal and leaving', () => {
  it('ends the service sessions in that organization and moves the WinHub session to another organization', async () => {
    const admin = await newAdmin(t, 'Rita Admin', 'Remove Co');
    const other = await newAdmin(t, 'Pedro Elsewhere', 'Own Co');
    // Pedro joins Remove Co, switches to it and opens the ERP there
    const token = await inviteByMail(t, admin, other.email);
    const accepted = await t.http().post('/api/invitations/accept').set(bearer(other.token)).send({ token });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.activeOrganizationId).toBe(admin.organizationId);
    const atErp = await openErp(other);
    expect(atErp.organization.id).toBe(admin.organizationId);

    const memberId = await membershipId(t, admin.organizationId, other.user.id);
    const removed = await removeMember(admin, admin.organizationId, memberId);
    expect(removed.status, removed.text).toBe(200);
    // the ERP is told (the back-channel logout is in the outbox) and its status call ends
    const delivery = await t.prisma.logoutDelivery.findFirst({
      where: { sessionId: sessionIdOf(other.token), service: 'erp' },
    });
    expect(delivery).toMatchObject({ subject: other.user.id });
    expect((await status(atErp.access_token)).status).toBe(401);
    // the WinHub session goes on, on Pedro's own organization
    const organization = await t.http().get('/api/user/organization').set(bearer(other.token));
    expect(organization.body.organization.id).toBe(other.organizationId);
    const theirs = await t.http().get('/api/organizations').set(bearer(other.token));
    expect(theirs.body).toEqual({
      organizations: [{ id: other.organizationId, name: 'Own Co', role: 'admin' }],
      activeOrganizationId: other.organizationId,
    });
    const activity = await t
      .http()
      .get(teamPath(admin.organizationId, '/activity?kind=member_removed'))
      .set(bearer(admin.token));
    expect(activity.body.events).toMatchObject([
      { what: { kind: 'member_removed' }, who: { email: admin.email }, whom: { email: other.email } },
    ]);
  });

  it('a member who leaves their only organization is signed out', async () => {
    const admin = await newAdmin(t, 'Lia Admin', 'Leave Co');
    const member = await joinedMember(t, admin);
    const own = await membershipId(t, admin.organizationId, member.user.id);
    const left = await removeMember(member, admin.organizationId, own);
    expect(left.status, left.text).toBe(200);
    expect(left.body).toEqual({ ok: true, activeOrganizationId: null });
    expect((await t.http().get('/api/user/organization').set(bearer(member.token))).status).toBe(401);
  });
});

describe('switching organization', () => {
  it('moves the session to another organization of the person, never to one of someone else', async () => {
    const admin = await newAdmin(t, 'Sara Admin', 'Switch Co');
    const other = await newAdmin(t, 'Tom Two', 'Tom Co');
    const token = await inviteByMail(t, admin, other.email);
    await t.http().post('/api/invitations/accept').set(bearer(other.token)).send({ token });
    const back = await t
      .http()
      .post('/api/organizations/active')
      .set(bearer(other.token))
      .send({ organizationId: other.organizationId });
    expect(back.body.activeOrganizationId).toBe(other.organizationId);
    expect(back.body.organizations).toHaveLength(2);
    const atErp = await openErp(other);
    expect(atErp.organization.id).toBe(other.organizationId);
    expect(atErp.user.role).toBe('admin');
    const stranger = await newAdmin(t, 'Uma Stranger', 'Stranger Co');
    const refused = await t
      .http()
      .post('/api/organizations/active')
      .set(bearer(other.token))
      .send({ organizationId: stranger.organizationId });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'not_a_member']);
  });
});
