// The payment gateway, composed: Stripe, or the embedded test-mode gateway wired to the billing rules.
import type { AppConfig } from './config.ts';
import type { PaymentGateway } from './domain/ports/payments.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { createStripeClient } from './payments/stripe/stripeClient.ts';
import { createStripeGateway } from './payments/stripe/stripeGateway.ts';
import { createTestGatewayContext } from './payments/testMode/context.ts';
import { createTestGateway } from './payments/testMode/testGateway.ts';
import { handlePaymentEvent } from './services/billing/eventHandler.ts';
import { lockOrganizationBilling } from './services/billing/organizationLock.ts';
import { createPaymentOutbox } from './services/billing/paymentOutbox.ts';
import { CURRENCY, PRICES } from './services/billing/prices.ts';

/**
 * The embedded test-mode gateway. Its events go through the payment outbox (committed with its
 * state) to the shared event handler: delivered right after each change, and retried from the
 * outbox by whichever process gets to them first.
 */
export function createEmbeddedTestGateway(prisma: PrismaClient, nowSeconds?: () => number): PaymentGateway {
  const outbox = createPaymentOutbox(prisma, (event) =>
    handlePaymentEvent({ prisma, cardOfSubscription: (id) => gateway.cardOfSubscription(id) }, event),
  );
  const gateway: PaymentGateway = createTestGateway(
    createTestGatewayContext(prisma, outbox.settle, lockOrganizationBilling, nowSeconds),
    outbox,
    { prices: PRICES, currency: CURRENCY },
  );
  return gateway;
}

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the embedded test-mode gateway. */
export function createPaymentGateway(
  config: Pick<AppConfig, 'stripe'>,
  prisma: PrismaClient,
): PaymentGateway {
  if (config.stripe.secretKey)
    return createStripeGateway(createStripeClient({ secretKey: config.stripe.secretKey }));
  return createEmbeddedTestGateway(prisma);
}
