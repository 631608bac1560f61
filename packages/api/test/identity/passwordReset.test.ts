import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken, mailTo, settleMail } from '../helpers/mailbox.ts';
import { signInThroughProvider } from '../helpers/providerFlow.ts';
import { bearer, createTestApp, signUpUser, type TestApp, uniqueEmail } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = (email: string) => t.http().post('/api/account/password-reset').send({ email });
const confirmReset = (token: string, password: string) =>
  t.http().post('/api/account/password-reset/confirm').send({ token, password });
const resetMails = (email: string, count: number) => mailTo(t, email, count, /reset your/i);

describe('password recovery', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const person = await signUpUser(t);
    const unknown = uniqueEmail('nobody');
    const [known, stranger] = await Promise.all([requestReset(person.email), requestReset(unknown)]);
    expect([known.status, known.body]).toEqual([202, { sent: true }]);
    expect([stranger.status, stranger.body]).toEqual([known.status, known.body]);
    expect(await resetMails(person.email, 1)).toHaveLength(1);
    await settleMail(t);
    expect(await t.prisma.mailboxMessage.count({ where: { to: unknown } })).toBe(0);
  });

  it('resets with a single-use link, ends every session and mails a notice', async () => {
    const person = await signUpUser(t);
    await requestReset(person.email);
    const [mail] = await resetMails(person.email, 1);
    const token = linkToken(mail!, '/reset-password');

    const tooShort = await confirmReset(token, '123');
    expect([tooShort.status, tooShort.body.error.message]).toEqual([
      400,
      'Senha deve ter pelo menos 6 caracteres',
    ]);
    const reset = await confirmReset(token, 'brand-new-secret');
    expect(reset.status).toBe(200);
    const old = await t.http().get('/api/user/organization').set(bearer(person.token));
    expect([old.status, old.body.error.code]).toEqual([401, 'session_ended']);
    expect((await confirmReset(token, 'another-secret')).body.error.code).toBe('token_used');

    expect((await signInThroughProvider(t, { email: person.email, password: person.password })).kind).toBe(
      'page',
    );
    expect((await signInThroughProvider(t, { email: person.email, password: 'brand-new-secret' })).kind).toBe(
      'session',
    );
    expect(await mailTo(t, person.email, 1, /password was (changed|reset)/i)).toHaveLength(1);
    // the link reached the inbox: the address is proven
    expect(
      (await t.prisma.user.findUniqueOrThrow({ where: { id: person.user.id } })).emailVerifiedAt,
    ).not.toBeNull();
  });

  it('voids a link when a newer one is sent, when the person signs in, and after 30 minutes', async () => {
    const person = await signUpUser(t);
    await requestReset(person.email);
    const [first] = await resetMails(person.email, 1);
    await requestReset(person.email);
    const [, second] = await resetMails(person.email, 2);
    expect((await confirmReset(linkToken(first!, '/reset-password'), 'new-secret-1')).body.error.code).toBe(
      'token_used',
    );

    await signInThroughProvider(t, { email: person.email, password: person.password });
    expect((await confirmReset(linkToken(second!, '/reset-password'), 'new-secret-2')).body.error.code).toBe(
      'token_used',
    );

    await requestReset(person.email);
    const [, , third] = await resetMails(person.email, 3);
    await t.prisma.accountToken.updateMany({
      where: { userId: person.user.id, purpose: 'reset_password', usedAt: null, voidedAt: null },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await confirmReset(linkToken(third!, '/reset-password'), 'new-secret-3')).body.error.code).toBe(
      'token_expired',
    );
  });
});
