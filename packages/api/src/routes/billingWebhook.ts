import express, { Router } from 'express';
import { UNSTORABLE_TEXT_MESSAGE } from '../contract/common.ts';
import type { EndpointName } from '../contract/endpointRoutes.ts';
import { findUnstorableText } from '../contract/storableText.ts';
import type { PrismaClient } from '../db.ts';
import { invalid, unavailable } from '../domain/errors.ts';
import type { PaymentEventVerifier, PaymentGateway } from '../domain/ports/payments.ts';
import { handlePaymentEvent, InvalidPaymentEventError } from '../services/billing/eventHandler.ts';
import { MOUNTS, routePath } from './routePath.ts';

/** An endpoint's path as this router, mounted at `MOUNTS.billing`, registers it. */
const pathOf = (name: EndpointName) => routePath(name, MOUNTS.billing);

export interface WebhookRouterDeps {
  prisma: PrismaClient;
  gateway: PaymentGateway;
  /** Checks the provider's signature (STRIPE_WEBHOOK_SECRET); null: webhooks are refused (the embedded gateway needs none). */
  verifyEvent: PaymentEventVerifier | null;
}

/** `POST /webhook` under `/api/billing`, mounted before the JSON parser: the signature covers the raw body. */
export function createWebhookRouter(deps: WebhookRouterDeps): Router {
  const router = Router();
  const eventDeps = {
    prisma: deps.prisma,
    cardOfSubscription: (id: string) => deps.gateway.cardOfSubscription(id),
  };

  router.post(pathOf('billingWebhook'), express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    if (!deps.verifyEvent) throw unavailable('webhook_not_configured', 'Webhooks are not configured.');
    const signature = req.get('stripe-signature');
    if (!signature) throw invalid('invalid_signature', 'Missing Stripe-Signature header.');
    const rawBody: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let event: unknown;
    try {
      event = deps.verifyEvent(rawBody, signature);
    } catch {
      throw invalid('invalid_signature', 'Invalid or expired webhook signature.');
    }
    // signed is not storable: a NUL or lone surrogate in an event would fail its write (the JSON parser's
    // check, which every other route passes through, does not run here)
    const unstorable = findUnstorableText(event, 'event');
    if (unstorable !== null) throw invalid('invalid_event', `${UNSTORABLE_TEXT_MESSAGE} (${unstorable})`);
    try {
      const outcome = await handlePaymentEvent(eventDeps, event);
      res.json({ received: true, outcome });
    } catch (error) {
      if (error instanceof InvalidPaymentEventError) throw invalid('invalid_event', error.message);
      throw error;
    }
  });

  return router;
}
