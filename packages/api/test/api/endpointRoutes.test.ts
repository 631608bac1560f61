import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointNames, endpointRoutes } from '../../src/contract/endpointRoutes.ts';
import { MOUNTS, routePath } from '../../src/routes/routePath.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../helpers/testApp.ts';

describe('routePath', () => {
  it('gives the routers their paths, Express’s way, under their mounts', () => {
    expect(routePath('userOrganization')).toBe('/user/organization');
    expect(routePath('passkeyRemove')).toBe('/account/passkeys/:id/remove');
    expect(routePath('redeemHandoff', MOUNTS.auth)).toBe('/service-handoff/redeem');
    expect(routePath('invoices', MOUNTS.billing)).toBe('/invoices');
    expect(() => routePath('health', MOUNTS.billing)).toThrow(/not under \/api\/billing/);
  });
});

// The routers register the table's paths (routePath): every endpoint of it reaches a route.
describe('the app answers every endpoint of the table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withBilling: true });
  });
  afterAll(() => t.close());

  /** The request as the table has it, ids filled in, as a signed-in person (so no guard hides a missing route). */
  const send = (method: string, path: string, token: string) =>
    t
      .http()
      [method.toLowerCase() as 'get'](path.replace(/\{\w+\}/g, '00000000-0000-0000-0000-000000000000'))
      .set(bearer(token));

  it('a method and path no router has answers the router’s 404, whatever guard is in front', async () => {
    const { token } = await signUpUser(t);
    for (const [method, path] of [
      ['DELETE', '/api/health'],
      ['GET', '/api/auth/no-such-endpoint'],
      ['GET', '/api/account/no-such-endpoint'],
      ['POST', '/api/mailbox/{id}'],
      ['GET', '/api/billing/no-such-endpoint'],
    ] as const) {
      const answer = await send(method, path, token);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.error.code).toBe('route_not_found');
    }
  });

  it.each(endpointNames)('%s', async (name) => {
    const { method, path } = endpointRoutes[name];
    // a new person each time: the sign-outs end only their own sessions
    const { token } = await signUpUser(t);
    const answer = await send(method, path, token);
    expect(answer.body?.error?.code, `${method} ${path} answered ${answer.status}`).not.toBe(
      'route_not_found',
    );
  });
});
