import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandoffUrl } from '../../src/services/suite/handoff.ts';
import { Browser, formAction, signUpThroughProvider, startAuthorization } from '../helpers/providerFlow.ts';
import { redeemHandoff, sessionIdOf } from '../helpers/serviceClient.ts';
import {
  bearer,
  createTestApp,
  type SignedUpUser,
  signUpUser,
  type TestApp,
  uniqueEmail,
} from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withBilling: true });
});
afterAll(() => t.close());

const setActive = async (person: SignedUpUser, isActive: boolean) => {
  const { organizationId } = await t.prisma.membership.findFirstOrThrow({
    where: { userId: person.user.id },
  });
  await t.prisma.organization.update({ where: { id: organizationId }, data: { isActive } });
};

describe('an inactive organization', () => {
  it('signs its people out everywhere with 401 organization_inactive', async () => {
    const admin = await signUpUser(t);
    // made before deactivation, without an authenticated request the authenticator could cache
    const handoffToken =
      new URL(
        await createHandoffUrl(
          t.prisma,
          t.config,
          {
            userId: admin.user.id,
            sessionId: sessionIdOf(admin.token),
            organizationId: (await t.prisma.membership.findFirstOrThrow({ where: { userId: admin.user.id } }))
              .organizationId,
          },
          'erp',
        ),
      ).searchParams.get('token') ?? '';
    await setActive(admin, false);

    const calls = {
      'user organization': t.http().get('/api/user/organization').set(bearer(admin.token)),
      profile: t.http().get('/api/organization/profile').set(bearer(admin.token)),
      update: t.http().patch('/api/organization/update').set(bearer(admin.token)).send({ name: 'Renamed' }),
      validate: t.http().post('/api/auth/validate-winauth-token').send({ token: admin.token }),
      'service hand-off': t
        .http()
        .post('/api/auth/service-handoff')
        .set(bearer(admin.token))
        .send({ service: 'erp' }),
      'create-subscription': t.http().post('/api/billing/create-subscription').set(bearer(admin.token)),
      subscription: t.http().get('/api/billing/subscription').set(bearer(admin.token)),
    };
    for (const [name, call] of Object.entries(calls)) {
      const res = await call;
      expect({ name, status: res.status, code: res.body.error?.code }).toEqual({
        name,
        status: 401,
        code: 'organization_inactive',
      });
    }
    // a service cannot redeem a hand-off made before: the session is over
    const redeemed = await redeemHandoff(t, 'erp', handoffToken);
    expect([redeemed.status, redeemed.body.error]).toEqual([400, 'invalid_grant']);
    const organization = await t.prisma.organization.findFirstOrThrow({
      where: { memberships: { some: { userId: admin.user.id } } },
    });
    expect(organization.name).toBe('Analytical Engines');
    expect(await t.prisma.subscription.count({ where: { organizationId: organization.id } })).toBe(0);
  });

  it("refuses a sign-in at the provider, on the provider's own screen, before any code is issued", async () => {
    const person = { fullName: 'Inactive Person', email: uniqueEmail('inactive'), password: 'inactive-123' };
    const session = await signUpThroughProvider(t, person);
    await t.prisma.organization.updateMany({
      where: { memberships: { some: { userId: session.user.id } } },
      data: { isActive: false },
    });
    const browser = new Browser();
    const start = await startAuthorization(browser, t, {
      redirectUri: null,
      prefillData: { email: person.email },
    });
    if (!('page' in start)) throw new Error('expected the sign-in screen');
    const login = formAction(t, start.page.html);
    const refused = await browser.postForm(login, person);
    expect({ status: refused.status, type: refused.headers.get('content-type') }).toEqual({
      status: 401,
      type: 'text/html; charset=utf-8',
    });
    const html = await refused.text();
    expect(html).toContain('Your organization is no longer active on WinHub.');
    expect(html).toContain('<a href="/">Back to WinHub</a>');
    expect(refused.headers.get('location')).toBeNull();

    // WinHub's /login posts the same form for JSON: the same refusal, as a JSON error
    const fromLogin = await browser.request(login, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(person).toString(),
    });
    expect(fromLogin.status).toBe(401);
    expect(((await fromLogin.json()) as { error: { code: string } }).error.code).toBe(
      'organization_inactive',
    );
  });

  it('lets its people back in once it is active again', async () => {
    const admin = await signUpUser(t);
    await setActive(admin, false);
    await setActive(admin, true);
    const res = await t.http().get('/api/organization/profile').set(bearer(admin.token));
    expect(res.status).toBe(200);
  });
});
