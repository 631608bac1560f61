import { describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/testApp.ts';
import { corruptedBody, ENDPOINTS, VALID_BODIES } from './endpoints.ts';
import { useFuzzApp } from './fuzzApp.ts';
import { CLASS_SAMPLES, encodeHostile, NUMBER_SLOT, prng, randomBody } from './hostileInput.ts';

const fuzz = useFuzzApp();
const BODIES_PER_ENDPOINT = 30;

describe('fuzzing every endpoint with random and hostile input', () => {
  it.each(ENDPOINTS)('$method $path never answers 5xx', async ({ method, path, auth }) => {
    const t = fuzz.t();
    const admin = fuzz.admin();
    const random = prng(path.length * 7919 + method.length);
    for (let i = 0; i < BODIES_PER_ENDPOINT; i++) {
      const valid = VALID_BODIES[path];
      const body = valid && random() < 0.6 ? corruptedBody(random, valid()) : randomBody(random);
      const withAuth = auth && random() < 0.8;
      const query = random() < 0.3 ? `?${encodeHostile(randomBody(random).slice(0, 2000))}=x` : '';
      let req = t.http()[method](`${path}${query}`);
      if (withAuth) req = req.set(bearer(admin.token));
      if (method !== 'get') req = req.set('Content-Type', 'application/json').send(body);
      const res = await req;
      if (res.status >= 500)
        throw new Error(`${method} ${path} → ${res.status} for body ${body.slice(0, 300)}: ${res.text}`);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it.each(Object.keys(VALID_BODIES))(
    '%s: every field × every class of hostile value, never 5xx',
    async (path) => {
      const t = fuzz.t();
      const admin = fuzz.admin();
      const endpoint = ENDPOINTS.find((candidate) => candidate.path === path);
      const valid = VALID_BODIES[path];
      if (!endpoint || !valid) throw new Error(`no endpoint ${path}`);
      for (const field of Object.keys(valid())) {
        for (const value of [
          ...CLASS_SAMPLES.map((sample) => JSON.stringify(sample)),
          '1e309',
          '-1e309',
          '8640000000000001',
        ]) {
          const body = JSON.stringify({ ...valid(), [field]: JSON.parse(NUMBER_SLOT) }).replace(
            NUMBER_SLOT,
            () => value,
          );
          let req = t.http()[endpoint.method](path).set('Content-Type', 'application/json');
          if (endpoint.auth) req = req.set(bearer(admin.token));
          const res = await req.send(body);
          if (res.status >= 500) throw new Error(`${path} ${field}=${value} → ${res.status}: ${res.text}`);
          expect(res.headers['content-type']).toMatch(/json/);
        }
      }
    },
  );

  it('kept the organization and the admin as they were', async () => {
    const t = fuzz.t();
    const admin = fuzz.admin();
    const me = await t.http().get('/api/user/organization').set(bearer(admin.token));
    expect(me.status).toBe(200);
    expect(me.body.user.role).toBe('admin');
    expect(me.body.user.email).toBe(admin.email);
  });
});
