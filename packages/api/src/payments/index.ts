import type { AppConfig } from '../config.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { handlePaymentEvent } from '../services/billing/eventHandler.ts';
import { createPaymentOutbox } from '../services/billing/paymentOutbox.ts';
import type { PaymentGateway } from './gateway.ts';
import { createStripeClient } from './stripe/stripeClient.ts';
import { createStripeGateway } from './stripe/stripeGateway.ts';
import { createTestGatewayContext } from './testMode/context.ts';
import { createTestGateway } from './testMode/testGateway.ts';

export type { CardSummary, PaymentGateway, TestModeControls } from './gateway.ts';
export { CardDeclinedError, GatewayUnavailableError, UnknownClientSecretError } from './gateway.ts';

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
    createTestGatewayContext(prisma, outbox.settle, nowSeconds),
    outbox,
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
