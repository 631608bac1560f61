import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken, mailTo, settleMail } from '../helpers/mailbox.ts';
import { claimsOf, signInThroughProvider, signUpThroughProvider } from '../helpers/providerFlow.ts';
import { bearer, createTestApp, signUpUser, type TestApp, uniqueEmail } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (token: string) => t.http().post('/api/account/verify-email').send({ token });
const validate = (token: string) => t.http().post('/api/auth/validate-winauth-token').send({ token });

describe('verified email', () => {
  it('mails a link on /register; the link verifies the address once, and the session user says so', async () => {
    const person = await signUpUser(t);
    expect(person.user.emailVerified).toBe(false);
    const [mail] = await mailTo(t, person.email);
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.html).toContain('/verify-email?token=');
    const token = linkToken(mail!, '/verify-email');

    const verified = await verify(token);
    expect([verified.status, verified.body]).toEqual([200, { email: person.email }]);
    expect((await validate(person.token)).body.user.emailVerified).toBe(true);
    expect((await t.http().get('/api/account').set(bearer(person.token))).body.profile.emailVerified).toBe(
      true,
    );

    const again = await verify(token);
    expect([again.status, again.body.error.code]).toEqual([400, 'token_used']);
  });

  it('voids an older link when a newer one is sent, refuses expired and unknown links', async () => {
    const person = await signUpUser(t);
    const [first] = await mailTo(t, person.email);
    const resent = await t.http().post('/api/account/email-verification').set(bearer(person.token));
    expect(resent.status).toBe(202);
    const [, second] = await mailTo(t, person.email, 2);
    expect((await verify(linkToken(first!, '/verify-email'))).body.error.code).toBe('token_used');

    await t.prisma.accountToken.updateMany({
      where: { userId: person.user.id, usedAt: null, voidedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await verify(linkToken(second!, '/verify-email'))).body.error.code).toBe('token_expired');
    expect((await verify('not-a-token')).body.error.code).toBe('invalid_token');
  });

  it('says "already verified" to a resend once the address is verified', async () => {
    const person = await signUpUser(t);
    const [mail] = await mailTo(t, person.email);
    await verify(linkToken(mail!, '/verify-email'));
    const resent = await t.http().post('/api/account/email-verification').set(bearer(person.token));
    expect([resent.status, resent.body.error.code]).toEqual([409, 'already_verified']);
  });

  it('mails the owner when someone signs up with their address; the answer on screen stays a 409', async () => {
    const owner = await signUpUser(t, { fullName: 'Rightful Owner' });
    await mailTo(t, owner.email);
    const attempt = await t.http().post('/api/create-account').send({
      email: owner.email,
      password: 'someone-else',
      fullName: 'Someone Else',
      persona: 'empresa',
      organizationName: 'Other Org',
    });
    expect([attempt.status, attempt.body.error.code]).toEqual([409, 'email_taken']);
    const [, notice] = await mailTo(t, owner.email, 2);
    expect(notice?.subject).toMatch(/sign up/i);
    expect(notice?.text).toContain('/forgot-password');
  });

  it('sends the verification link on the provider’s own sign-up too, and its ID token carries email_verified', async () => {
    const email = uniqueEmail('provider-verify');
    const password = 'provider-123';
    const session = await signUpThroughProvider(t, { fullName: 'Provider Person', email, password });
    expect(claimsOf((session as typeof session & { idToken: string }).idToken).email_verified).toBe(false);
    const [mail] = await mailTo(t, email);
    expect((await verify(linkToken(mail!, '/verify-email'))).status).toBe(200);

    const again = await signInThroughProvider(t, { email, password });
    if (again.kind !== 'session') throw new Error(again.page.html);
    expect(claimsOf(again.session.idToken).email_verified).toBe(true);
    expect(again.session.user.emailVerified).toBe(true);
    await settleMail(t);
  });
});
