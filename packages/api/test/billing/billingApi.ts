import request from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import type { PrismaClient } from '../../src/db.ts';
import type { PaymentGateway } from '../../src/domain/ports/payments.ts';
import {
  CARD_4242,
  createHarness,
  type Harness,
  type SeededOrganization,
  seedOrganization,
} from './harness.ts';

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface AdvanceOptions {
  fail?: boolean;
  idempotencyKey?: string;
}

/**
 * The test file's billing harness (created before its tests, closed after them) and the billing
 * calls an organization's admin or member makes through the api.
 */
export function useBillingApi(makeGateway?: (prisma: PrismaClient) => PaymentGateway) {
  let started: Harness | null = null;
  beforeAll(async () => {
    started = await createHarness(makeGateway);
  });
  afterAll(async () => started?.close());

  const harness = () => {
    if (!started) throw new Error('The billing harness starts in beforeAll.');
    return started;
  };
  const app = () => harness().app;

  const seed = (employees?: string) => seedOrganization(harness().prisma, employees);

  async function startCheckout(org: SeededOrganization) {
    const created = await request(app()).post('/api/billing/create-subscription').set(auth(org.adminToken));
    expect(created.status).toBe(201);
    return created.body as { clientSecret: string; subscriptionId: string };
  }

  const confirm = (org: SeededOrganization, clientSecret: string, card: object = CARD_4242) =>
    request(app())
      .post('/api/billing/test-mode/confirm')
      .set(auth(org.adminToken))
      .send({ clientSecret, card });

  /** An organization whose checkout went through: trialing with card 4242 and a paid trial invoice. */
  async function premiumOrganization(): Promise<SeededOrganization> {
    const org = await seed();
    const confirmed = await confirm(org, (await startCheckout(org)).clientSecret);
    expect(confirmed.status).toBe(200);
    return org;
  }

  const advance = (org: SeededOrganization, days: number, options: AdvanceOptions = {}) => {
    const call = request(app()).post('/api/billing/test-mode/advance').set(auth(org.adminToken));
    if (options.idempotencyKey) call.set('Idempotency-Key', options.idempotencyKey);
    return call.send({ days, fail: options.fail ?? false });
  };

  const subscriptionOf = async (org: SeededOrganization) =>
    (await request(app()).get('/api/billing/subscription').set(auth(org.memberToken))).body;
  const invoicesOf = async (org: SeededOrganization) =>
    (await request(app()).get('/api/billing/invoices').set(auth(org.memberToken))).body;
  const planOf = async (org: SeededOrganization) =>
    (await harness().prisma.organization.findUniqueOrThrow({ where: { id: org.organizationId } }))
      .subscriptionType;

  return {
    harness,
    app,
    seed,
    startCheckout,
    confirm,
    premiumOrganization,
    advance,
    subscriptionOf,
    invoicesOf,
    planOf,
  };
}
