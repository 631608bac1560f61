import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo, settleMail } from '../helpers/mailbox.ts';
import { Browser, follow, formAction, startAuthorization } from '../helpers/providerFlow.ts';
import { createTestApp, signUpUser, type TestApp, uniqueEmail } from '../helpers/testApp.ts';

const SIGN_UPS_PER_CLIENT = 4;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attemptMails = (email: string, count: number) => mailTo(t, email, count, /tried to sign up/i);

const createAccount = (email: string) =>
  t.http().post('/api/create-account').send({
    email,
    password: 'someone-else-123',
    fullName: 'Someone Else',
    persona: 'empresa',
    organizationName: 'Other Org',
  });

describe('sign-up with a taken address', () => {
  it('mails the owner from the provider’s sign-up form, with links to sign in and to reset', async () => {
    const owner = await signUpUser(t);
    const browser = new Browser();
    const start = await startAuthorization(browser, t, {
      redirectUri: `${t.origin}/auth-callback`,
      isRegistration: true,
      prefillData: { name: 'Someone Else', email: owner.email },
    });
    if (!('page' in start)) throw new Error('expected the sign-up screen');
    const answer = await follow(
      browser,
      t,
      await browser.postForm(formAction(t, start.page.html), {
        fullName: 'Someone Else',
        email: owner.email,
        password: 'someone-else-123',
      }),
    );
    // the flow is kept (docs/decisions.md, "Sign-up with a taken address"): the form says so
    expect('page' in answer && answer.page.html).toContain('already exists');
    const [mail] = await attemptMails(owner.email, 1);
    expect(mail?.subject).toBe('Someone tried to sign up to WinHub with your address');
    expect(mail?.text).toContain(`${t.origin}/login`);
    expect(mail?.text).toContain(`${t.origin}/forgot-password`);
    expect(mail?.text).not.toContain('someone-else-123');
  });

  it('counts the attempts with the per-client sign-up limit: no mail once it is spent', async () => {
    // a fresh app: the limit above is this client's alone
    const limited = await createTestApp({ rateLimit: { account: SIGN_UPS_PER_CLIENT } });
    try {
      const ownerEmail = uniqueEmail('owner');
      const owner = await limited.http().post('/api/create-account').send({
        email: ownerEmail,
        password: 'the-owner-123',
        fullName: 'The Owner',
        persona: 'empresa',
        organizationName: 'Owner Org',
      });
      expect(owner.status).toBe(201);
      const answers: number[] = [];
      for (let attempt = 0; attempt < SIGN_UPS_PER_CLIENT + 1; attempt++) {
        const tried = await limited.http().post('/api/create-account').send({
          email: ownerEmail,
          password: 'someone-else-123',
          fullName: 'Someone Else',
          persona: 'empresa',
          organizationName: 'Other Org',
        });
        answers.push(tried.status);
      }
      // the owner's own sign-up used one of the client's four
      expect(answers).toEqual([409, 409, 409, 429, 429]);
      await mailTo(limited, ownerEmail, 3, /tried to sign up/i);
      await settleMail(limited);
      const mails = await limited.prisma.mailboxMessage.count({
        where: { to: ownerEmail, subject: { contains: 'tried to sign up' } },
      });
      expect(mails).toBe(3);
    } finally {
      await limited.close();
    }
  });

  it('answers /api/create-account with 409 email_taken, as the product’s flow signs a new person in at once', async () => {
    const owner = await signUpUser(t);
    const attempt = await createAccount(owner.email);
    expect([attempt.status, attempt.body.error.code]).toEqual([409, 'email_taken']);
    expect(await attemptMails(owner.email, 1)).toHaveLength(1);
  });
});
