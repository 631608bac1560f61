import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/testApp.ts';
import { newAdmin, type Person, teamPath } from './teamHarness.ts';

const SIZE = 1000;
let t: TestApp;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await newAdmin(t, 'Big Admin', 'Big Co');
  const people = Array.from({ length: SIZE - 1 }, (_, n) => ({
    id: randomUUID(),
    username: `big_${n}_${randomUUID().slice(0, 8)}`,
    email: `big.${n}.${randomUUID().slice(0, 8)}@example.com`,
    fullName: `Big Member ${String(n).padStart(4, '0')}`,
  }));
  await t.prisma.user.createMany({ data: people });
  await t.prisma.membership.createMany({
    data: people.map((person) => ({
      organizationId: admin.organizationId,
      userId: person.id,
      role: 'member',
    })),
  });
});
afterAll(() => t.close());

describe(`the team list of a ${SIZE}-member organization`, () => {
  it('pages and searches with the right totals (its speed is for bench:api: a test never fails on machine speed)', async () => {
    const middle = await t
      .http()
      .get(teamPath(admin.organizationId, '/members?offset=500&limit=25'))
      .set(bearer(admin.token));
    expect(middle.body.total).toBe(SIZE);
    expect(middle.body.members).toHaveLength(25);
    expect(middle.body.members[0].fullName).toBe('Big Member 0499');
    const search = await t
      .http()
      .get(teamPath(admin.organizationId, '/members?search=member%20042'))
      .set(bearer(admin.token));
    expect(search.body.total).toBe(10);
    expect(search.body.members.map((m: { fullName: string }) => m.fullName)).toContain('Big Member 0420');
  });
});
