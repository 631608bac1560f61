import { bearer, signUpUser, uniqueEmail } from '../../helpers/testApp.ts';
import type { Caller } from '../checkedCalls.ts';

/** Health and readiness, the config, leads, sign-up, and the organization's profile. */
export async function systemAndOrganizationCalls({ t, call }: Caller) {
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
}
