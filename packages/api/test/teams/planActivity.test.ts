import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_4242 } from '../billing/harness.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/testApp.ts';
import { newAdmin, teamPath } from './teamHarness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withBilling: true });
});
afterAll(() => t.close());

describe('the organization activity of a plan change', () => {
  it('records Free → Premium, done by WinHub (the payment provider’s event)', async () => {
    const admin = await newAdmin(t, 'Plan Admin', 'Plan Co');
    const as = bearer(admin.token);
    const created = await t.http().post('/api/billing/create-subscription').set(as);
    expect(created.status, created.text).toBe(201);
    const paid = await t
      .http()
      .post('/api/billing/test-mode/confirm')
      .set(as)
      .send({ clientSecret: created.body.clientSecret, card: CARD_4242 });
    expect(paid.status, paid.text).toBe(200);
    const until = Date.now() + 10_000;
    let events: { what: { kind: string }; who: unknown }[] = [];
    while (Date.now() < until) {
      const activity = await t
        .http()
        .get(teamPath(admin.organizationId, '/activity?kind=plan_changed'))
        .set(as);
      events = activity.body.events;
      if (events.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(events).toEqual([
      expect.objectContaining({ what: { kind: 'plan_changed', from: 'free', to: 'premium' }, who: null }),
    ]);
  });
});
