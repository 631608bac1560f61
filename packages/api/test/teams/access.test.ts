import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EndpointName, endpointNames, endpointRoutes } from '../../src/contract/endpointRoutes.ts';
import { createApiDocument } from '../../src/openapi/document.ts';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../helpers/testApp.ts';
import { joinedMember, membershipId, newAdmin, type Person, teamPath } from './teamHarness.ts';

let t: TestApp;
let admin: Person;
let member: Person;
let outsider: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await newAdmin(t, 'Ada Admin', 'Team Co');
  member = await joinedMember(t, admin);
  outsider = await newAdmin(t, 'Olga Outsider', 'Other Co');
});
afterAll(() => t.close());

/** Every operation of the OpenAPI document under /api/organizations, by its endpoint name. */
const teamEndpoints = (() => {
  const paths = Object.keys(createApiDocument().paths ?? {}).filter((path) =>
    path.startsWith('/api/organizations'),
  );
  expect(paths.length).toBeGreaterThan(0);
  return endpointNames.filter((name) => paths.includes(endpointRoutes[name].path));
})();

interface Call {
  params?: Record<string, string>;
  body?: object;
}

/** A fresh member of the team (a new person who joined), to change or remove. */
const anotherMember = async () =>
  membershipId(t, admin.organizationId, (await joinedMember(t, admin)).user.id);

/** A fresh pending invitation of the team. */
const pendingInvitation = async () => {
  const email = uniqueEmail('pending');
  await t
    .http()
    .post(teamPath(admin.organizationId, '/invitations'))
    .set(bearer(admin.token))
    .send({ emails: [email], role: 'member' });
  return (await t.prisma.invitation.findFirstOrThrow({ where: { email } })).id;
};

/** What a well-formed call of each team endpoint sends (made anew for each caller: some change things). */
const calls: Partial<Record<EndpointName, () => Promise<Call>>> = {
  organizations: async () => ({}),
  switchOrganization: async () => ({ body: { organizationId: admin.organizationId } }),
  members: async () => ({}),
  memberUpdate: async () => ({
    params: { memberId: await anotherMember() },
    body: { canSellAsCompany: true },
  }),
  memberRemove: async () => ({ params: { memberId: await anotherMember() } }),
  invitations: async () => ({}),
  invite: async () => ({ body: { emails: [uniqueEmail('invited')], role: 'member' } }),
  invitationResend: async () => ({ params: { invitationId: await pendingInvitation() } }),
  invitationRevoke: async () => ({ params: { invitationId: await pendingInvitation() } }),
  organizationActivity: async () => ({}),
  organizationActivityCsv: async () => ({}),
  organizationSecurity: async () => ({}),
  securityUpdate: async () => ({ body: { requireSecondFactor: false } }),
};

type Caller = 'admin' | 'member' | 'outsider' | 'signed out';

/** What the table says each caller gets. */
function expected(name: EndpointName, caller: Caller): number {
  const route: { path: string; status?: number; organizationRole?: string } = endpointRoutes[name];
  const success = route.status ?? 200;
  if (caller === 'signed out') return 401;
  const aboutTheOrganization = route.path.includes('{organizationId}') || name === 'switchOrganization';
  if (caller === 'outsider') return aboutTheOrganization ? 403 : success;
  if (caller === 'member') {
    // a member may remove only themselves (leave): another member is the admins' to remove
    if (name === 'memberRemove') return 403;
    return route.organizationRole === 'admin' ? 403 : success;
  }
  return success;
}

async function send(name: EndpointName, caller: Caller) {
  const { method, path } = endpointRoutes[name];
  const call = await (calls[name] as () => Promise<Call>)();
  const params: Record<string, string> = { organizationId: admin.organizationId, ...call.params };
  const url = path.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');
  const token = { admin: admin.token, member: member.token, outsider: outsider.token, 'signed out': null }[
    caller
  ];
  const req = t.http()[method.toLowerCase() as 'get'](url);
  if (token) req.set(bearer(token));
  return call.body ? req.send(call.body) : req;
}

describe('every team endpoint of the OpenAPI document, for each kind of caller', () => {
  it('has a call here (a new endpoint cannot be forgotten)', () => {
    expect(teamEndpoints.filter((name) => !calls[name])).toEqual([]);
  });

  const cases = teamEndpoints.flatMap((name) =>
    (['signed out', 'outsider', 'member', 'admin'] as const).map((caller) => [name, caller] as const),
  );
  it.each(cases)('%s as %s', async (name, caller) => {
    const res = await send(name, caller);
    expect(res.status, res.text).toBe(expected(name, caller));
    if (res.status === 401) expect(res.body.error.code).toBe('unauthorized');
    if (res.status === 403) {
      expect(res.body.error.code).toBe(caller === 'outsider' ? 'not_a_member' : 'admin_required');
    }
  });
});
