import { Router } from 'express';
import {
  idempotencyKeySchema,
  testModeAdvanceRequestSchema,
  testModeConfirmRequestSchema,
} from '../contract/billing.ts';
import type { PrismaClient } from '../db.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import {
  advanceTestClock,
  confirmTestPayment,
  createSubscription,
  getSubscription,
  setCancelAtPeriodEnd,
} from '../services/billing/billingService.ts';
import { listInvoices } from '../services/billing/billingViews.ts';
import { authOf } from './authContext.ts';
import { parseOrThrow } from './parse.ts';

export interface BillingRouterDeps {
  prisma: PrismaClient;
  gateway: PaymentGateway;
}

/** `/api/billing`, behind `requireUser`: every call acts on the caller's own organization. */
export function createBillingRouter(deps: BillingRouterDeps): Router {
  const router = Router();

  router.post('/create-subscription', async (_req, res) => {
    res.status(201).json(await createSubscription(deps, authOf(res)));
  });

  router.post('/test-mode/confirm', async (req, res) => {
    const body = parseOrThrow(testModeConfirmRequestSchema, req.body ?? {});
    res.json(await confirmTestPayment(deps, authOf(res), body));
  });

  router.post('/test-mode/advance', async (req, res) => {
    const body = parseOrThrow(testModeAdvanceRequestSchema, req.body ?? {});
    const idempotencyKey = parseOrThrow(idempotencyKeySchema, req.get('idempotency-key'));
    res.json(await advanceTestClock(deps, authOf(res), { ...body, idempotencyKey }));
  });

  router.get('/subscription', async (_req, res) => {
    res.json(await getSubscription(deps, authOf(res)));
  });

  router.get('/invoices', async (_req, res) => {
    res.json(await listInvoices(deps.prisma, authOf(res).organizationId));
  });

  router.post('/cancel', async (_req, res) => {
    res.json(await setCancelAtPeriodEnd(deps, authOf(res), true));
  });

  router.post('/resume', async (_req, res) => {
    res.json(await setCancelAtPeriodEnd(deps, authOf(res), false));
  });

  return router;
}
