import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, signUpUser, type TestApp, uniqueEmail } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validAccount = () => ({
  email: uniqueEmail('account'),
  fullName: 'Maria Silva',
  password: 'segredo1',
  persona: 'empresa',
  organizationName: 'Silva Comércio',
  businessType: 'commerce',
  employees: '6-15',
});

const fieldMessage = (body: { error: { details: { path: string; message: string }[] } }, path: string) =>
  body.error.details.find((issue) => issue.path === path)?.message;

describe('POST /api/create-account', () => {
  it('creates organization, admin user, permissions and provider account; returns a working token', async () => {
    const input = validAccount();
    const res = await t
      .http()
      .post('/api/create-account')
      .send({ ...input, email: input.email.toUpperCase() });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({
      id: expect.any(String),
      email: input.email,
      firstName: 'Maria',
      lastName: 'Silva',
      fullName: 'Maria Silva',
      emailVerified: false,
    });
    const user = await t.prisma.user.findUniqueOrThrow({
      where: { id: res.body.user.id },
      include: { memberships: { include: { organization: true } }, permissions: true },
    });
    expect(user.memberships).toHaveLength(1);
    const [membership] = user.memberships;
    expect(membership?.role).toBe('admin');
    expect(user.password).toMatch(/^scrypt\$/);
    expect(membership?.organization).toMatchObject({
      name: 'Silva Comércio',
      businessType: 'commerce',
      employees: '6-15',
    });
    expect(membership?.organization.databaseSchema).toMatch(/^org_[0-9a-f]{24}$/);
    expect(user.permissions).toHaveLength(1);

    const organization = await t.http().get('/api/user/organization').set(bearer(res.body.token));
    expect(organization.body).toEqual({
      organization: { id: membership?.organizationId, name: 'Silva Comércio', subscriptionType: 'free' },
      user: { id: user.id, email: input.email, fullName: 'Maria Silva', role: 'admin' },
    });
  });

  it.each([
    ['email', 'not-an-email', 'Email inválido'],
    ['fullName', 'M', 'Nome deve ter pelo menos 2 caracteres'],
    ['password', '12345', 'Senha deve ter pelo menos 6 caracteres'],
    ['persona', 'pirata', 'Perfil inválido'],
    ['organizationName', ' X ', 'Nome da organização obrigatório'],
  ])('refuses a bad %s with its message', async (field, value, message) => {
    const res = await t
      .http()
      .post('/api/create-account')
      .send({ ...validAccount(), [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    expect(fieldMessage(res.body, field)).toBe(message);
  });

  it('lists every message when everything is missing', async () => {
    const res = await t.http().post('/api/create-account').send({});
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((issue: { message: string }) => issue.message).sort()).toEqual(
      [
        'Email inválido',
        'Nome da organização obrigatório',
        'Nome deve ter pelo menos 2 caracteres',
        'Perfil inválido',
        'Senha deve ter pelo menos 6 caracteres',
      ].sort(),
    );
  });

  it('answers 409 on a taken email, and makes exactly one account from concurrent requests', async () => {
    const input = validAccount();
    expect((await t.http().post('/api/create-account').send(input)).status).toBe(201);
    const again = await t
      .http()
      .post('/api/create-account')
      .send({ ...input, email: ` ${input.email.toUpperCase()} ` });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'email_taken',
      message: 'An account with this email already exists. Sign in instead.',
    });

    const racing = { ...validAccount() };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => t.http().post('/api/create-account').send(racing)),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await t.prisma.user.count({ where: { email: racing.email } })).toBe(1);
    expect(
      await t.prisma.organization.count({
        where: { name: racing.organizationName, memberships: { none: {} } },
      }),
    ).toBe(0);
  });

  it('hashes the password for a taken email too, so its 409 takes as long as a 201', async () => {
    const hash = vi.spyOn(t.composed.account.passwords, 'hash');
    const input = validAccount();
    hash.mockClear();
    expect((await t.http().post('/api/create-account').send(input)).status).toBe(201);
    expect(hash.mock.calls).toEqual([[input.password]]);

    hash.mockClear();
    const taken = await t
      .http()
      .post('/api/create-account')
      .send({ ...input, password: 'another secret' });
    expect(taken.status).toBe(409);
    expect(hash.mock.calls).toEqual([['another secret']]);
    await expect(hash.mock.results[0]?.value).resolves.toMatch(/^scrypt\$/);
  });
});

describe('POST /api/capture-lead', () => {
  it('stores a lead', async () => {
    const email = uniqueEmail('lead');
    const res = await t
      .http()
      .post('/api/capture-lead')
      .send({ name: 'Lead Person', email, businessType: 'startup', employees: '1-5' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect(await t.prisma.lead.findFirst({ where: { email } })).toMatchObject({
      name: 'Lead Person',
      businessType: 'startup',
      employees: '1-5',
    });
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', ' A ', 'Name must be at least 2 characters'],
    ['email', 'nope', 'Enter a valid email address'],
    ['businessType', '', 'Business type is required'],
  ])('refuses a bad %s with its message', async (field, value, message) => {
    const body = { name: 'Lead', email: uniqueEmail('lead'), businessType: 'agency', [field]: value };
    const res = await t.http().post('/api/capture-lead').send(body);
    expect(res.status).toBe(400);
    expect(fieldMessage(res.body, field)).toBe(message);
  });
});

describe('organization profile', () => {
  it('reads the profile, and lets an admin update it with the organization profile rules of docs/product/organization.md', async () => {
    const admin = await signUpUser(t, { organizationName: 'Initial Org' });
    const profile = await t.http().get('/api/organization/profile').set(bearer(admin.token));
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      name: 'Initial Org',
      businessType: 'technology',
      description: null,
      website: null,
      email: null,
      phone: null,
      address: null,
      employees: '1-5',
      subscriptionType: 'free',
    });

    const update = {
      name: 'Renamed Org',
      businessType: 'retail',
      description: 'We sell things',
      website: 'https://renamed.example',
      email: 'hello@renamed.example',
      phone: '+55 11 99999-0000',
      address: 'Rua A, 1',
      employees: '201-1000',
      subscriptionType: 'premium',
    };
    const updated = await t.http().patch('/api/organization/update').set(bearer(admin.token)).send(update);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...update, subscriptionType: 'free' });
    // the session's cached organization is dropped by the update
    const summary = await t.http().get('/api/user/organization').set(bearer(admin.token));
    expect(summary.body.organization.name).toBe('Renamed Org');

    const cleared = await t
      .http()
      .patch('/api/organization/update')
      .set(bearer(admin.token))
      .send({ website: '', email: '', businessType: '' });
    expect(cleared.body).toMatchObject({
      name: 'Renamed Org',
      website: null,
      email: null,
      businessType: null,
    });
  });

  it.each([
    ['name', 'A', 'Organization name must be at least 2 characters'],
    ['website', 'not a url', 'Please enter a valid URL'],
    ['website', 'javascript:alert(1)', 'Please enter a valid URL'],
    ['email', 'nope@', 'Please enter a valid email'],
    ['businessType', 'piracy', 'Select a valid business type'],
    ['employees', '7', 'Select a valid company size'],
  ])('refuses a bad %s (%s) with its message', async (field, value, message) => {
    const admin = await signUpUser(t);
    const res = await t
      .http()
      .patch('/api/organization/update')
      .set(bearer(admin.token))
      .send({ [field]: value });
    expect(res.status).toBe(400);
    expect(fieldMessage(res.body, field)).toBe(message);
  });

  it('is for admins only (403 for members) and needs a session (401)', async () => {
    const admin = await signUpUser(t);
    const member = await signUpUser(t);
    await t.prisma.membership.updateMany({ where: { userId: member.user.id }, data: { role: 'member' } });
    const res = await t
      .http()
      .patch('/api/organization/update')
      .set(bearer(member.token))
      .send({ name: 'Nope' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('admin_required');
    expect((await t.http().get('/api/organization/profile').set(bearer(member.token))).status).toBe(200);
    expect((await t.http().patch('/api/organization/update').send({ name: 'Nope' })).status).toBe(401);
    expect((await t.http().get('/api/organization/profile').set(bearer(admin.token))).body.name).toBe(
      'Analytical Engines',
    );
  });
});
