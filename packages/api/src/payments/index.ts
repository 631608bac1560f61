import type { AppConfig } from '../config.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { handlePaymentEvent } from '../services/billing/eventHandler.ts';
import type { PaymentGateway } from './gateway.ts';
import { createStripeClient } from './stripe/stripeClient.ts';
import { createStripeGateway } from './stripe/stripeGateway.ts';
import { createTestGatewayContext } from './testMode/context.ts';
import { createTestObjectStore } from './testMode/store.ts';
import { createTestGateway } from './testMode/testGateway.ts';

export type { CardSummary, PaymentGateway, TestModeControls } from './gateway.ts';
export { CardDeclinedError, GatewayUnavailableError, UnknownClientSecretError } from './gateway.ts';

/** The embedded test-mode gateway, its events applied at once by the shared event handler. */
export function createEmbeddedTestGateway(prisma: PrismaClient, nowSeconds?: () => number): PaymentGateway {
  const gateway: PaymentGateway = createTestGateway(
    createTestGatewayContext(
      createTestObjectStore(prisma),
      (event) =>
        handlePaymentEvent({ prisma, cardOfSubscription: (id) => gateway.cardOfSubscription(id) }, event),
      nowSeconds,
    ),
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
