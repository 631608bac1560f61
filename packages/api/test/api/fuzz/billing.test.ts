import { describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/testApp.ts';
import { useFuzzApp } from './fuzzApp.ts';

const fuzz = useFuzzApp();

describe('fuzzing a live checkout', () => {
  it('numbers and timestamps out of range on a live checkout answer 4xx', async () => {
    const t = fuzz.t();
    const admin = fuzz.admin();
    const checkout = await t.http().post('/api/billing/create-subscription').set(bearer(admin.token));
    expect(checkout.status).toBe(201);
    const card = '{"number":"4242424242424242","cvc":"123","name":"Ada",';
    for (const dates of [
      '"expMonth":12,"expYear":275760',
      '"expMonth":12,"expYear":1e309',
      '"expMonth":1e400,"expYear":2030',
      '"expMonth":-9007199254740993,"expYear":9007199254740993',
      '"expMonth":"12","expYear":"99999999999999999999"',
    ]) {
      const body = `{"clientSecret":${JSON.stringify(checkout.body.clientSecret)},"card":${card}${dates}}}`;
      const res = await t
        .http()
        .post('/api/billing/test-mode/confirm')
        .set(bearer(admin.token))
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status, `${dates}: ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${dates}: ${res.text}`).toBeLessThan(500);
    }
    for (const days of ['1e309', '-1e309', '123456789012345678901234567890', '8640000000000001', '4e2']) {
      const res = await t
        .http()
        .post('/api/billing/test-mode/advance')
        .set(bearer(admin.token))
        .set('Content-Type', 'application/json')
        .send(`{"days":${days}}`);
      expect(res.status, `days ${days}: ${res.text}`).toBeLessThan(500);
    }
  });
});
