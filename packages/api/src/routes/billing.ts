import { Router } from 'express';
import {
  idempotencyKeySchema,
  testModeAdvanceRequestSchema,
  testModeConfirmRequestSchema,
} from '../contract/billing.ts';
import type { EndpointName } from '../contract/endpointRoutes.ts';
import type { PrismaClient } from '../db.ts';
import type { PaymentGateway } from '../domain/ports/payments.ts';
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
import { MOUNTS, routePath } from './routePath.ts';

/** An endpoint's path as this router, mounted at `MOUNTS.billing`, registers it. */
const pathOf = (name: EndpointName) => routePath(name, MOUNTS.billing);

export interface BillingRouterDeps {
  prisma: PrismaClient;
  gateway: PaymentGateway;
}

/** `/api/billing`, behind `requireUser`: every call acts on the caller's own organization. */
export function createBillingRouter(deps: BillingRouterDeps): Router {
  const router = Router();

  router.post(pathOf('createSubscription'), async (_req, res) => {
    res.status(201).json(await createSubscription(deps, authOf(res)));
  });

  router.post(pathOf('testModeConfirm'), async (req, res) => {
    const body = parseOrThrow(testModeConfirmRequestSchema, req.body ?? {});
    res.json(await confirmTestPayment(deps, authOf(res), body));
  });

  router.post(pathOf('testModeAdvance'), async (req, res) => {
    const body = parseOrThrow(testModeAdvanceRequestSchema, req.body ?? {});
    const idempotencyKey = parseOrThrow(idempotencyKeySchema, req.get('idempotency-key'));
    res.json(await advanceTestClock(deps, authOf(res), { ...body, idempotencyKey }));
  });

  router.get(pathOf('subscription'), async (_req, res) => {
    res.json(await getSubscription(deps, authOf(res)));
  });

  router.get(pathOf('invoices'), async (_req, res) => {
    res.json(await listInvoices(deps.prisma, authOf(res).organizationId));
  });

  router.post(pathOf('cancelSubscription'), async (_req, res) => {
    res.json(await setCancelAtPeriodEnd(deps, authOf(res), true));
  });

  router.post(pathOf('resumeSubscription'), async (_req, res) => {
    res.json(await setCancelAtPeriodEnd(deps, authOf(res), false));
  });

  return router;
}
