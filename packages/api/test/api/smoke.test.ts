import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpUser, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('smoke', () => {
  it('health', async () => {
    const res = await t.http().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });
  it('signs up and reads the organization', async () => {
    const user = await signUpUser(t);
    const res = await t.http().get('/api/user/organization').set(bearer(user.token));
    expect(res.status).toBe(200);
    expect(res.body.organization.name).toBe('Analytical Engines');
  });
});
