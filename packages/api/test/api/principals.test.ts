import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SqlQuery } from '../../src/db.ts';
import { createAuthenticator } from '../../src/http/authenticator.ts';
import { bearer, createTestApp, type SignedUpUser, signUpUser, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let people: SignedUpUser[];
beforeAll(async () => {
  t = await createTestApp();
  people = [];
  for (const name of ['Ada', 'Grace', 'Edsger', 'Barbara', 'Alan']) {
    people.push(await signUpUser(t, { fullName: `${name} Tester`, organizationName: `${name} Works` }));
  }
});
afterAll(() => t.close());

const organizationIdOf = async (person: SignedUpUser) =>
  (await t.prisma.membership.findFirstOrThrow({ where: { userId: person.user.id } })).organizationId;

describe('the signed-in person of each request', () => {
  it('is read in one round trip for requests that arrive together, each getting their own', async () => {
    const calls: unknown[][] = [];
    const counting: SqlQuery = (sql, params) => {
      calls.push(params ?? []);
      return t.query(sql, params);
    };
    const authenticator = createAuthenticator({ query: counting, verifier: t.identity.verifier });

    const reversed = [...people].reverse();
    const contexts = await Promise.all(reversed.map((person) => authenticator.authenticate(person.token)));

    expect(calls).toHaveLength(1);
    expect(contexts.map((context) => [context.email, context.organization.name])).toEqual(
      reversed.map((person) => [person.email, `${person.user.fullName.split(' ')[0]} Works`]),
    );
  });

  it('under load, sends at most two round trips at once: the requests arriving meanwhile wait in one', async () => {
    const calls: unknown[][] = [];
    const opens: (() => void)[] = [];
    // the first two round trips stay out until the test lets them back; the later ones go through
    const slowAtFirst: SqlQuery = async (sql, params) => {
      calls.push((params?.[0] as unknown[]) ?? []);
      if (calls.length <= 2) await new Promise<void>((open) => opens.push(open));
      return t.query(sql, params);
    };
    const authenticator = createAuthenticator({ query: slowAtFirst, verifier: t.identity.verifier });
    const nextTurns = async () => {
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    };

    const contexts = [];
    for (const person of people) {
      contexts.push(authenticator.authenticate(person.token));
      await nextTurns();
    }
    // the first two each went at once; the other three, each in a turn of its own, wait together
    expect(calls.map((ids) => ids.length)).toEqual([1, 1]);
    opens.shift()?.();
    await vi.waitFor(() => expect(calls.map((ids) => ids.length)).toEqual([1, 1, 3]));
    opens.shift()?.();

    expect((await Promise.all(contexts)).map((context) => context.email)).toEqual(
      people.map((person) => person.email),
    );
  });

  it('answers every request of a burst larger than one round trip takes while two are out', async () => {
    const calls: number[] = [];
    const opens: (() => void)[] = [];
    const slowAtFirst: SqlQuery = async (sql, params) => {
      calls.push(((params?.[0] as unknown[]) ?? []).length);
      if (calls.length <= 2) await new Promise<void>((open) => opens.push(open));
      return t.query(sql, params);
    };
    const authenticator = createAuthenticator({ query: slowAtFirst, verifier: t.identity.verifier });
    const [ada, grace] = people as [SignedUpUser, SignedUpUser];
    const first = [authenticator.authenticate(ada.token)];
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    first.push(authenticator.authenticate(ada.token));
    await vi.waitFor(() => expect(calls).toHaveLength(2));

    const burst = Array.from({ length: 250 }, () => authenticator.authenticate(grace.token));
    for (const open of opens) open();

    const answers = await Promise.all([...first, ...burst]);
    expect(answers.map((context) => context.email)).toEqual([
      ada.email,
      ada.email,
      ...burst.map(() => grace.email),
    ]);
    // at most 100 a round trip
    expect(calls).toEqual([1, 1, 100, 100, 50]);
  });

  it('answers concurrent requests of different people with their own data, refusing only the inactive ones', async () => {
    const [, grace, edsger] = people as [SignedUpUser, SignedUpUser, SignedUpUser];
    await t.prisma.user.update({ where: { id: grace.user.id }, data: { isActive: false } });
    await t.prisma.organization.update({
      where: { id: await organizationIdOf(edsger) },
      data: { isActive: false },
    });

    const rounds = [1, 2, 3].flatMap(() => people);
    const answers = await Promise.all(
      rounds.map((person) => t.http().get('/api/user/organization').set(bearer(person.token))),
    );

    answers.forEach((answer, index) => {
      const person = rounds[index] as SignedUpUser;
      if (person === grace) expect([answer.status, answer.body.error?.code]).toEqual([401, 'invalid_token']);
      else if (person === edsger) {
        expect([answer.status, answer.body.error?.code]).toEqual([401, 'organization_inactive']);
      } else {
        expect(answer.status).toBe(200);
        expect(answer.body.user).toMatchObject({ id: person.user.id, email: person.email });
        expect(answer.body.organization.name).toBe(`${person.user.fullName.split(' ')[0]} Works`);
      }
    });
  });

  it("writes a session's last activity when it is older than five minutes, not on every request", async () => {
    const [ada, , , barbara] = people as [SignedUpUser, SignedUpUser, SignedUpUser, SignedUpUser];
    const sessionOf = (person: SignedUpUser) =>
      t.prisma.session.findFirstOrThrow({ where: { userId: person.user.id } });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.prisma.session.update({
      where: { id: (await sessionOf(ada)).id },
      data: { lastSeenAt: minutesAgo(6) },
    });
    const recent = minutesAgo(4);
    await t.prisma.session.update({
      where: { id: (await sessionOf(barbara)).id },
      data: { lastSeenAt: recent },
    });

    for (const person of [ada, barbara]) {
      expect((await t.http().get('/api/user/organization').set(bearer(person.token))).status).toBe(200);
    }

    await expect
      .poll(async () => (await sessionOf(ada)).lastSeenAt.getTime())
      .toBeGreaterThan(minutesAgo(1).getTime());
    expect((await sessionOf(barbara)).lastSeenAt).toEqual(recent);
  });
});
