import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/testApp.ts';
import { enableTotp, joinedMember, newAdmin, teamPath } from './teamHarness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the second-factor rule of an organization', () => {
  it('sends a member without TOTP or a passkey to set one up, and lets them through once they have one', async () => {
    const admin = await newAdmin(t, 'Sec Admin', 'Secure Co');
    const member = await joinedMember(t, admin);
    const before = await t.http().get(teamPath(admin.organizationId, '/security')).set(bearer(admin.token));
    expect(before.body).toEqual({
      requireSecondFactor: false,
      identityProvider: 'embedded',
      membersWithoutSecondFactor: 2,
    });

    const on = await t
      .http()
      .patch(teamPath(admin.organizationId, '/security'))
      .set(bearer(admin.token))
      .send({ requireSecondFactor: true });
    expect(on.status, on.text).toBe(200);
    expect(on.body.requireSecondFactor).toBe(true);

    const as = bearer(member.token);
    const refused = await t.http().get(teamPath(admin.organizationId, '/members')).set(as);
    expect([refused.status, refused.body.error.code]).toEqual([403, 'second_factor_required']);
    const handoff = await t.http().post('/api/auth/service-handoff').set(as).send({ service: 'erp' });
    expect([handoff.status, handoff.body.error.code]).toEqual([403, 'second_factor_required']);
    // the account page's other parts too: the rule holds for a person's own endpoints
    const activity = await t.http().get('/api/account/activity').set(as);
    expect([activity.status, activity.body.error.code]).toEqual([403, 'second_factor_required']);
    // what setting one up needs stays open
    expect((await t.http().get('/api/account').set(as)).status).toBe(200);
    expect((await t.http().get('/api/organizations').set(as)).status).toBe(200);
    const confirmed = await t.http().post('/api/account/step-up').set(as).send({ password: member.password });
    expect(confirmed.status, confirmed.text).toBe(200);
    const setup = await t.http().post('/api/account/totp/setup').set(as);
    expect(setup.status, setup.text).toBe(200);
    const enabled = await t
      .http()
      .post('/api/account/totp/enable')
      .set(as)
      .send({ code: await generate({ secret: setup.body.secret }) });
    expect(enabled.status, enabled.text).toBe(200);
    expect((await t.http().get(teamPath(admin.organizationId, '/members')).set(as)).status).toBe(200);
  });

  it('records who changed it, and the activity downloads as CSV', async () => {
    const admin = await newAdmin(t, 'Csv Admin', 'Csv Co');
    // the admin has a second factor, so the rule they turn on does not stop them
    await enableTotp(t, admin);
    const as = bearer(admin.token);
    await t
      .http()
      .patch(teamPath(admin.organizationId, '/security'))
      .set(as)
      .set(
        'User-Agent',
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      )
      .send({ requireSecondFactor: true });
    await t
      .http()
      .patch('/api/organization/update')
      .set(as)
      .send({ website: 'https://csv.example.com', phone: '=1+2' });
    const activity = await t.http().get(teamPath(admin.organizationId, '/activity')).set(as);
    expect(activity.body.events).toMatchObject([
      { what: { kind: 'profile_changed', fields: expect.arrayContaining(['website', 'phone']) } },
      {
        what: { kind: 'second_factor_policy_changed', required: true },
        who: { email: admin.email },
        browser: 'Chrome 120 on macOS Catalina',
      },
    ]);
    const filtered = await t
      .http()
      .get(teamPath(admin.organizationId, '/activity?kind=profile_changed&from=2000-01-01&to=2999-12-31'))
      .set(as);
    expect(filtered.body.total).toBe(1);
    const csv = await t.http().get(teamPath(admin.organizationId, '/activity.csv')).set(as);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="?organization-activity-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('time,event,details,by name,by email,about name,about email,ip,browser');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('Second-factor rule changed,required,Csv Admin');
  });

  it('is refused with an external provider: the provider decides', async () => {
    // the embedded test app has no external provider; the rule's refusal is the service's
    const { updateOrganizationSecurity } = await import('../../src/services/teams/security.ts');
    const admin = await newAdmin(t, 'Ext Admin', 'Ext Co');
    await expect(
      updateOrganizationSecurity(
        { prisma: t.prisma, externalProvider: true },
        { userId: admin.user.id, name: 'Ext Admin', email: admin.email, ip: null, userAgent: null },
        { organizationId: admin.organizationId, membershipId: 'm', role: 'admin' },
        true,
      ),
    ).rejects.toMatchObject({ code: 'provider_decides' });
  });
});
