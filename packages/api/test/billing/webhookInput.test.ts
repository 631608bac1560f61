import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, deliverWebhook, type Harness } from './harness.ts';
import { event } from './stripeFixtures.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(async () => harness.close());

describe('a signed webhook with text that cannot be stored', () => {
  it('is a 400 invalid_event naming the field, not a failed write', async () => {
    const payload = event('customer.subscription.updated', { id: 'sub_nul' }, 1_800_000_000, 'evt_\u0000nul');
    const res = await deliverWebhook(harness.app, payload);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_event' });
    expect(res.body.error.message).toContain('event.id');
  });
});
