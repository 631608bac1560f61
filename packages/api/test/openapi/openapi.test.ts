import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CARD_4242 } from '../billing/harness.ts';
import { linkToken, mailTo } from '../helpers/mailbox.ts';
import {
  Browser,
  completeCallback,
  follow,
  formAction,
  startAuthorization,
} from '../helpers/providerFlow.ts';
import { redeemHandoff } from '../helpers/serviceClient.ts';
import { bearer, createTestApp, signUpUser, type TestApp, uniqueEmail } from '../helpers/testApp.ts';
import { documentedResponses } from './documentedResponses.ts';

let t: TestApp;
const documented = documentedResponses();
let mismatches: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ withBilling: true });
});
afterAll(() => t.close());
beforeEach(() => {
  mismatches = [];
});

/** Sends the request and keeps every way its answer differs from the document. */
async function call(request: PromiseLike<import('supertest').Response>) {
  const response = await request;
  const problem = documented.mismatch(documented.of(response));
  if (problem) mismatches.push(problem);
  return response;
}

describe('/api/openapi.json and /api/docs', () => {
  it('serves the OpenAPI 3.1 document and a reference page whose assets come from this server', async () => {
    const document = await t.http().get('/api/openapi.json');
    expect(document.status).toBe(200);
    expect(document.body.openapi).toBe('3.1.0');
    expect(Object.keys(document.body.paths)).toContain('/api/billing/invoices');

    const page = await t.http().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    for (const source of sources.filter((url) => !url.startsWith('data:'))) {
      expect(source).toMatch(/^\/api\/docs\//);
      expect((await t.http().get(source)).status).toBe(200);
    }
  });
});

describe('every route answers only what its document describes', () => {
  it('flags an answer the document does not describe', () => {
    const health = { method: 'GET', path: '/api/health', status: 200 };
    expect(documented.mismatch({ ...health, body: { status: 'ok', database: 'up' } })).toBeNull();
    expect(documented.mismatch({ ...health, body: { status: 'ok' } })).toMatch(/database/);
    expect(documented.mismatch({ ...health, body: { status: 'ok', database: 'up', extra: 1 } })).toMatch(
      /additional/,
    );
    expect(documented.mismatch({ ...health, status: 418, body: {} })).toMatch(/does not list/);
    expect(documented.mismatch({ ...health, path: '/api/unknown', body: {} })).toMatch(/not in the document/);
  });

  it('system, accounts and organization', async () => {
    await call(t.http().get('/api/health'));
    await call(t.http().get('/api/ready'));
    await call(t.http().get('/api/config'));
    await call(
      t.http().post('/api/capture-lead').send({ name: 'Ana', email: uniqueEmail(), businessType: 'agency' }),
    );
    await call(t.http().post('/api/capture-lead').send({ name: '' }));
    await call(t.http().post('/api/create-account').send({ email: 'not-an-email' }));
    const admin = await signUpUser(t);
    await call(
      t.http().post('/api/create-account').send({
        email: admin.email,
        fullName: 'Ana Souza',
        password: 'segredo1',
        persona: 'empresa',
        organizationName: 'Souza',
      }),
    );
    await call(
      t.http().post('/api/create-account').send({
        email: uniqueEmail(),
        fullName: 'Ana Souza',
        password: 'segredo1',
        persona: 'empresa',
        organizationName: 'Souza',
      }),
    );
    await call(t.http().get('/api/user/organization').set(bearer(admin.token)));
    await call(t.http().get('/api/user/organization'));
    await call(t.http().get('/api/organization/profile').set(bearer(admin.token)));
    await call(t.http().patch('/api/organization/update').set(bearer(admin.token)).send({ website: 'x' }));
    await call(
      t.http().patch('/api/organization/update').set(bearer(admin.token)).send({ description: 'Lojas' }),
    );
    await call(
      t
        .http()
        .patch('/api/organization/update')
        .set(bearer(admin.token))
        .set('content-type', 'text/plain')
        .send('x'),
    );
    expect(mismatches).toEqual([]);
  });

  it('sign-in, token checks and service hand-off', async () => {
    const user = await signUpUser(t);
    const browser = new Browser();
    await call(
      t
        .http()
        .post('/api/auth/winauth-url')
        .send({ redirectUri: `${t.origin}/auth-callback` }),
    );
    await call(t.http().post('/api/auth/winauth-url').send({ redirectUri: 'https://elsewhere.example/' }));
    await call(t.http().post('/api/auth/callback').send({ search: '?code=x' }));
    const start = await startAuthorization(browser, t, { redirectUri: `${t.origin}/auth-callback` });
    if (!('page' in start)) throw new Error('expected the sign-in screen');
    const done = await follow(
      browser,
      t,
      await browser.postForm(formAction(t, start.page.html), { email: user.email, password: user.password }),
    );
    if (!('callbackSearch' in done)) throw new Error('sign-in did not reach the callback');
    const callback = await completeCallback(browser, t, done.callbackSearch);
    const callbackProblem = documented.mismatch({ method: 'POST', path: '/api/auth/callback', ...callback });
    if (callbackProblem) mismatches.push(callbackProblem);
    const idTokenHint = (callback.body as { idToken?: string }).idToken ?? '';
    await call(t.http().post('/api/auth/end-session-url').send({ idTokenHint }));
    await call(
      t
        .http()
        .post('/api/auth/end-session-url')
        .send({ idTokenHint, postLogoutRedirectUri: 'https://elsewhere.example/' }),
    );

    for (const path of ['/api/auth/validate-winauth-token', '/api/auth/validate-winauth']) {
      await call(t.http().post(path).send({ token: user.token }));
      await call(t.http().post(path).send({ token: 'not-a-token' }));
    }
    const handoff = await call(
      t.http().post('/api/auth/service-handoff').set(bearer(user.token)).send({ service: 'erp' }),
    );
    await call(t.http().post('/api/auth/service-handoff').send({ service: 'erp' }));
    const token = new URL(handoff.body.url).searchParams.get('token') ?? '';
    const redeemed = await call(redeemHandoff(t, 'erp', token));
    await call(redeemHandoff(t, 'erp', token));
    await call(redeemHandoff(t, 'erp', token, null));
    await call(t.http().get('/api/auth/service-session').set(bearer(redeemed.body.access_token)));
    await call(t.http().get('/api/auth/jwks'));
    await call(t.http().post('/api/auth/backchannel-logout').type('form').send({ logout_token: 'x.y.z' }));
    await call(
      t.http().get('/api/auth/frontchannel-logout').query({ iss: t.config.identity.issuer, sid: 'x' }),
    );
    await call(t.http().post('/api/auth/sign-out').set(bearer(user.token)));
    await call(t.http().get('/api/auth/service-session').set(bearer(redeemed.body.access_token)));
    expect(mismatches).toEqual([]);
  });

  it('the account page, recovery links and the embedded mailbox', async () => {
    const person = await signUpUser(t);
    const as = bearer(person.token);
    await call(t.http().get('/api/account').set(as));
    await call(t.http().get('/api/account'));
    await call(t.http().patch('/api/account/profile').set(as).send({ fullName: 'Renamed Person' }));
    await call(t.http().patch('/api/account/profile').set(as).send({ fullName: 'x' }));
    await call(t.http().post('/api/account/email-verification').set(as));
    const [mail] = await mailTo(t, person.email);
    const mailbox = await call(t.http().get('/api/mailbox'));
    await call(t.http().get(`/api/mailbox/${mailbox.body.messages[0].id}`));
    await call(t.http().get('/api/mailbox/00000000-0000-0000-0000-000000000000'));
    await call(
      t
        .http()
        .post('/api/account/verify-email')
        .send({ token: linkToken(mail!, '/verify-email') }),
    );
    await call(t.http().post('/api/account/verify-email').send({ token: 'used-or-unknown' }));
    await call(t.http().post('/api/account/email-verification').set(as));
    await call(t.http().post('/api/account/password-reset').send({ email: person.email }));
    await call(
      t
        .http()
        .post('/api/account/password-reset/confirm')
        .send({ token: 'unknown', password: 'new-password' }),
    );
    const setup = await call(t.http().post('/api/account/totp/setup').set(as));
    await call(t.http().post('/api/account/totp/enable').set(as).send({ code: '12' }));
    await call(
      t
        .http()
        .post('/api/account/totp/enable')
        .set(as)
        .send({ code: await generate({ secret: setup.body.secret }) }),
    );
    await call(t.http().post('/api/account/totp/setup').set(as));
    await call(t.http().post('/api/account/recovery-codes').set(as).send({ password: 'wrong-password' }));
    await call(t.http().post('/api/account/recovery-codes').set(as).send({ password: person.password }));
    await call(t.http().post('/api/account/totp/disable').set(as).send({ password: person.password }));
    await call(t.http().post('/api/account/passkeys/options').set(as));
    await call(
      t
        .http()
        .post('/api/account/passkeys')
        .set(as)
        .send({ name: 'Key', response: { id: 'x' } }),
    );
    await call(
      t.http().post('/api/account/passkeys/unknown/remove').set(as).send({ password: person.password }),
    );
    const sessions = await call(t.http().get('/api/account/sessions').set(as));
    await call(t.http().get('/api/account/activity').set(as));
    await call(
      t
        .http()
        .post('/api/account/password')
        .set(as)
        .send({ currentPassword: person.password, newPassword: 'changed-password' }),
    );
    await call(t.http().post(`/api/account/sessions/${sessions.body.sessions[0].id}/sign-out`).set(as));
    const again = await signUpUser(t);
    await call(t.http().post('/api/account/sessions/sign-out-everywhere').set(bearer(again.token)));
    expect(mismatches).toEqual([]);
  });

  it('billing: checkout, invoices, cancel and resume, the test clock, webhooks', async () => {
    const admin = await signUpUser(t);
    const as = bearer(admin.token);
    await call(t.http().get('/api/billing/subscription').set(as));
    await call(t.http().get('/api/billing/invoices').set(as));
    await call(t.http().post('/api/billing/cancel').set(as));
    const created = await call(t.http().post('/api/billing/create-subscription').set(as));
    const { clientSecret } = created.body;
    await call(
      t
        .http()
        .post('/api/billing/test-mode/confirm')
        .set(as)
        .send({ clientSecret, card: { ...CARD_4242, number: '4000000000000002' } }),
    );
    await call(
      t.http().post('/api/billing/test-mode/confirm').set(as).send({ clientSecret, card: CARD_4242 }),
    );
    await call(t.http().post('/api/billing/create-subscription').set(as));
    await call(t.http().get('/api/billing/subscription').set(as));
    await call(t.http().get('/api/billing/invoices').set(as));
    await call(t.http().post('/api/billing/cancel').set(as));
    await call(t.http().post('/api/billing/resume').set(as));
    await call(t.http().post('/api/billing/test-mode/advance').set(as).send({ days: 31 }));
    await call(t.http().post('/api/billing/test-mode/advance').set(as).send({ days: 0 }));
    await call(t.http().get('/api/billing/invoices'));
    await call(t.http().post('/api/billing/webhook').set('stripe-signature', 't=1,v1=x').send({}));
    expect(mismatches).toEqual([]);
  });

  it('teams: members, invitations and their links, activity, security, the switch', async () => {
    const admin = await signUpUser(t, { fullName: 'Team Admin' });
    const as = bearer(admin.token);
    const orgs = await call(t.http().get('/api/organizations').set(as));
    const organizationId: string = orgs.body.activeOrganizationId;
    const at = (rest: string) => `/api/organizations/${organizationId}${rest}`;
    await call(t.http().post('/api/organizations/active').set(as).send({ organizationId }));
    const email = uniqueEmail('invited');
    await call(
      t
        .http()
        .post(at('/invitations'))
        .set(as)
        .send({ emails: [email, 'nope'], role: 'member' }),
    );
    const pending = await call(t.http().get(at('/invitations')).set(as));
    const invitationId: string = pending.body.invitations[0].id;
    await call(
      t
        .http()
        .post(at(`/invitations/${invitationId}/resend`))
        .set(as),
    );
    const [mail] = await mailTo(t, email, 2);
    const token = linkToken(mail as NonNullable<typeof mail>, '/invitation');
    await call(t.http().post('/api/invitations/lookup').send({ token }));
    await call(t.http().post('/api/invitations/accept').set(as).send({ token }));
    const mails = await mailTo(t, email, 2);
    const fresh = linkToken(mails[1] as NonNullable<(typeof mails)[1]>, '/invitation');
    const joined = await call(
      t
        .http()
        .post('/api/invitations/sign-up')
        .send({ token: fresh, fullName: 'New Member', password: 'secret-123' }),
    );
    await call(
      t.http().post('/api/invitations/sign-up').send({ token: fresh, fullName: 'New Member', password: 'x' }),
    );
    const members = await call(t.http().get(at('/members?search=new')).set(as));
    const memberId: string = members.body.members[0].id;
    await call(
      t
        .http()
        .patch(at(`/members/${memberId}`))
        .set(as)
        .send({ canPostAsCompany: true }),
    );
    await call(
      t
        .http()
        .patch(at(`/members/${memberId}`))
        .set(bearer(joined.body.token))
        .send({ role: 'admin' }),
    );
    await call(
      t
        .http()
        .delete(at(`/members/${memberId}`))
        .set(as),
    );
    await call(
      t
        .http()
        .delete(at(`/invitations/${invitationId}`))
        .set(as),
    );
    await call(t.http().get(at('/activity?kind=invitation_sent')).set(as));
    await call(t.http().get(at('/activity.csv')).set(as));
    await call(t.http().get(at('/security')).set(as));
    await call(t.http().patch(at('/security')).set(as).send({ requireSecondFactor: false }));
    expect(mismatches).toEqual([]);
  });

  it('answered every documented operation', () => {
    expect(documented.unanswered()).toEqual([]);
  });
});
