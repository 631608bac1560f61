import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationDetailsSchema } from '../../src/contract/auth.ts';
import { userForProviderIdentity } from '../../src/services/signIn/userForProviderIdentity.ts';
import { createTestApp, type TestApp, uniqueEmail } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const organizationOf = (userId: string) =>
  t.prisma.organization.findFirstOrThrow({ where: { memberships: { some: { userId } } } });

describe("the home form's registration, carried through an external provider's sign-up", () => {
  it('starts a sign-in with only the home fields, and refuses a 1-character name with 400', async () => {
    const home = { fullName: 'Rose Tyler', email: uniqueEmail('rose'), businessType: 'freelancer' };
    const started = await t
      .http()
      .post('/api/auth/winauth-url')
      .send({ redirectUri: null, isRegistration: true, registration: home });
    expect(started.status).toBe(200);
    expect(new URL(started.body.authUrl).searchParams.get('login_hint')).toBe(home.email);

    const short = await t
      .http()
      .post('/api/auth/winauth-url')
      .send({ redirectUri: null, isRegistration: true, registration: { ...home, fullName: 'R' } });
    expect(short.status).toBe(400);
    expect(short.body.error.details).toContainEqual({
      path: 'registration.fullName',
      message: 'Nome deve ter pelo menos 2 caracteres',
    });
  });

  it("creates the organization with the typed name, business type and size on the person's first return", async () => {
    const email = uniqueEmail('home');
    const registration = registrationDetailsSchema.parse({
      fullName: 'Rose Marion Tyler',
      email,
      businessType: 'freelancer',
      employees: '6-15',
    });
    const identity = {
      sub: `ext-${email}`,
      email,
      emailVerified: false,
      firstName: 'Rose',
      lastName: 'Tyler',
      providerSid: null,
      methods: [],
      authTime: null,
    };
    const user = await userForProviderIdentity(t.prisma, identity, registration);
    expect(user).toMatchObject({ email, fullName: 'Rose Tyler' });
    expect(await t.prisma.membership.findFirst({ where: { userId: user.id } })).toMatchObject({
      role: 'admin',
    });
    expect(await organizationOf(user.id)).toMatchObject({
      name: "Rose Marion Tyler's organization",
      businessType: 'freelancer',
      employees: '6-15',
    });

    // the same person registering again signs into that organization: never a duplicate
    const again = await userForProviderIdentity(t.prisma, identity, { ...registration, employees: '1-5' });
    expect(again.id).toBe(user.id);
    expect(await t.prisma.organization.count({ where: { memberships: { some: { user: { email } } } } })).toBe(
      1,
    );
  });
});
