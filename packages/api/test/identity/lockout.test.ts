import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectRedis } from '../../src/redis.ts';
import { throttleKey } from '../../src/services/signIn/throttlePolicy.ts';
import { mailTo } from '../helpers/mailbox.ts';
import { Browser, startAuthorization } from '../helpers/providerFlow.ts';
import { anotherInstance, createTestApp, signUpUser, type TestApp, uniqueEmail } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The sign-in interaction's JSON endpoint, as /login uses it: its path, in a fresh browser. */
async function interactionFor(email: string) {
  const browser = new Browser();
  const start = await startAuthorization(browser, t, { redirectUri: null, prefillData: { email } });
  if (!('page' in start)) throw new Error('expected the sign-in screen');
  return { browser, path: new URL(start.page.url).pathname };
}

async function attempt(email: string, password: string, app?: Parameters<typeof request>[0]) {
  const { browser, path } = await interactionFor(email);
  const call = (app ? request(app) : t.http())
    .post(`${path}/login`)
    .set('Accept', 'application/json')
    .set('Cookie', browser.cookieHeader())
    .type('form')
    .send({ email, password });
  const res = await call;
  return {
    status: res.status,
    body: res.body as { error?: { code: string; message: string }; location?: string },
  };
}

const failures = (email: string) =>
  t.prisma.signInThrottle.findUnique({ where: { key: throttleKey(email) } });

describe('brute-force protection', () => {
  it('makes the sixth attempt wait after five failures, even with the right password, and mails the owner once', async () => {
    const person = await signUpUser(t, { fullName: 'Locked Person' });
    for (let i = 1; i <= 4; i++) {
      expect(await attempt(person.email, `wrong-${i}`)).toEqual({
        status: 401,
        body: { error: { code: 'invalid_credentials', message: 'Invalid email or password.' } },
      });
    }
    const fifth = await attempt(person.email, 'wrong-5');
    expect([fifth.status, fifth.body.error?.message]).toEqual([
      429,
      'Too many failed sign-ins. Try again in 1 minute. If an account has this address, we have mailed it a link that unlocks sign-in in the browser you open it in.',
    ]);
    const right = await attempt(person.email, person.password);
    expect([right.status, right.body.error?.code]).toEqual([429, 'locked']);

    const [notice] = await mailTo(t, person.email, 1, /sign-in/i);
    expect(notice?.text).toContain('/forgot-password');
    await attempt(person.email, 'wrong-again');
    expect(await mailTo(t, person.email, 1, /sign-in/i)).toHaveLength(1);
  });

  it('answers an address without an account exactly as one with an account, and does the same work', async () => {
    const person = await signUpUser(t);
    const nobody = uniqueEmail('nobody');
    const checks = vi.spyOn(t.composed.account.passwords, 'verify');
    const answers = { known: [] as unknown[], unknown: [] as unknown[] };
    const verifications = { known: 0, unknown: 0 };
    for (let i = 1; i <= 6; i++) {
      for (const [who, email] of [
        ['known', person.email],
        ['unknown', nobody],
      ] as const) {
        checks.mockClear();
        answers[who].push(await attempt(email, `wrong-${i}`));
        verifications[who] += checks.mock.calls.length;
      }
    }
    expect(answers.unknown).toEqual(answers.known);
    // five password checks each (the fifth starts the wait); while waiting, no check at all
    expect(verifications).toEqual({ known: 5, unknown: 5 });
  });

  it('waits longer after each further failure, up to 15 minutes', async () => {
    const email = uniqueEmail('growing');
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const result = await attempt(email, 'wrong');
      const row = await failures(email);
      if (row?.lockedUntil) {
        waits.push(Math.round((row.lockedUntil.getTime() - Date.now()) / 60_000));
        await t.prisma.signInThrottle.update({
          where: { key: throttleKey(email) },
          data: { lockedUntil: new Date() },
        });
      }
      expect(result.status).toBe(i >= 4 ? 429 : 401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 15]);
  });

  it('counts failures across instances: four on one and one on another lock both', async () => {
    const person = await signUpUser(t);
    const other = await anotherInstance(t);
    try {
      for (let i = 0; i < 4; i++) expect((await attempt(person.email, 'wrong')).status).toBe(401);
      expect((await attempt(person.email, 'wrong', other.app)).status).toBe(429);
      expect((await attempt(person.email, person.password)).status).toBe(429);
    } finally {
      other.close();
    }
  });

  it.runIf(process.env.WINHUB_TEST_REDIS_URL)(
    'counts failures in Redis when two instances share it',
    async () => {
      const redis = await connectRedis(process.env.WINHUB_TEST_REDIS_URL ?? '', t.logger);
      const [first, second] = await Promise.all([
        anotherInstance(t, { redis }),
        anotherInstance(t, { redis }),
      ]);
      const person = await signUpUser(t);
      try {
        for (let i = 0; i < 4; i++)
          expect((await attempt(person.email, 'wrong', first.app)).status).toBe(401);
        expect((await attempt(person.email, 'wrong', second.app)).status).toBe(429);
        expect((await attempt(person.email, person.password, first.app)).status).toBe(429);
        expect(await failures(person.email)).toBeNull();
      } finally {
        first.close();
        second.close();
        await redis.del(`winhub:sign-in-failures:${throttleKey(person.email)}`);
        await redis.close();
      }
    },
  );

  it('starts counting again after a right password', async () => {
    const person = await signUpUser(t);
    for (let i = 0; i < 4; i++) await attempt(person.email, 'wrong');
    expect((await attempt(person.email, person.password)).status).toBe(200);
    expect(await failures(person.email)).toBeNull();
  });
});
