import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
  afterEach(() => vi.useRealTimers());

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

  /** Lets the event loop turn until `condition` holds (the test's time limit ends a wait that never does). */
  const turnsUntil = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setImmediate(resolve));
  };

  /**
   * An authenticator whose first two round trips stay out until the test lets them back (`opens`), the
   * later ones going through; `calls` are the session ids each round trip asked for. Its timers are the
   * test's: a held batch goes on its own only when the test moves the clock.
   */
  function slowAtFirst() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls: unknown[][] = [];
    const opens: (() => void)[] = [];
    const query: SqlQuery = async (sql, params) => {
      calls.push((params?.[0] as unknown[]) ?? []);
      if (calls.length <= 2) await new Promise<void>((open) => opens.push(open));
      return t.query(sql, params);
    };
    const authenticator = createAuthenticator({ query, verifier: t.identity.verifier });
    return { authenticator, calls, opens };
  }

  it('under load, sends at most two round trips at once: the requests arriving meanwhile wait in one', async () => {
    const { authenticator, calls, opens } = slowAtFirst();
    const contexts = [];
    for (const [index, person] of people.entries()) {
      contexts.push(authenticator.authenticate(person.token));
      // the first two each go at once; the other three wait, each having come in a turn of its own
      if (index < 2) await turnsUntil(() => calls.length === index + 1);
      else for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(calls.map((ids) => ids.length)).toEqual([1, 1]);
    opens.shift()?.();
    await turnsUntil(() => calls.length === 3);
    expect(calls.map((ids) => ids.length)).toEqual([1, 1, 3]);
    opens.shift()?.();

    expect((await Promise.all(contexts)).map((context) => context.email)).toEqual(
      people.map((person) => person.email),
    );
  });

  it('answers every request of a burst larger than one round trip takes while two are out', async () => {
    const { authenticator, calls, opens } = slowAtFirst();
    const [ada, grace] = people as [SignedUpUser, SignedUpUser];
    const first = [authenticator.authenticate(ada.token)];
    await turnsUntil(() => calls.length === 1);
    first.push(authenticator.authenticate(ada.token));
    await turnsUntil(() => calls.length === 2);

    const burst = Array.from({ length: 250 }, () => authenticator.authenticate(grace.token));
    for (const open of opens) open();

    const answers = await Promise.all([...first, ...burst]);
    expect(answers.map((context) => context.email)).toEqual([
      ada.email,
      ada.email,
      ...burst.map(() => grace.email),
    ]);
    // at most 100 a round trip
    expect(calls.map((ids) => ids.length)).toEqual([1, 1, 100, 100, 50]);
  });

  it('sends a held request on its own after 100 ms when the two round trips out do not come back', async () => {
    const { authenticator, calls, opens } = slowAtFirst();
    const [ada, grace, edsger] = people as [SignedUpUser, SignedUpUser, SignedUpUser];
    const stuck = [authenticator.authenticate(ada.token)];
    await turnsUntil(() => calls.length === 1);
    stuck.push(authenticator.authenticate(grace.token));
    await turnsUntil(() => calls.length === 2);

    const held = authenticator.authenticate(edsger.token);
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    vi.advanceTimersByTime(99);
    expect(calls).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(3);
    expect((await held).email).toBe(edsger.email);

    for (const open of opens) open();
    expect((await Promise.all(stuck)).map((context) => context.email)).toEqual([ada.email, grace.email]);
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
