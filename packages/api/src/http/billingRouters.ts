import type { AppConfig } from '../config.ts';
import type { PrismaClient } from '../db.ts';
import type { PaymentGateway } from '../domain/ports/payments.ts';
import { stripeWebhookVerifier } from '../payments/stripe/stripeClient.ts';
import { createBillingRouter } from '../routes/billing.ts';
import { createWebhookRouter } from '../routes/billingWebhook.ts';
import type { AppDeps } from './createApp.ts';

/** The billing api and its webhooks on the configured payment gateway (Stripe or the embedded test mode). */
export function billingRouters(
  config: AppConfig,
  prisma: PrismaClient,
  gateway: PaymentGateway,
): Pick<AppDeps, 'billingRouter' | 'billingWebhookRouter'> {
  return {
    billingRouter: createBillingRouter({ prisma, gateway }),
    billingWebhookRouter: createWebhookRouter({
      prisma,
      gateway,
      verifyEvent: config.stripe.webhookSecret ? stripeWebhookVerifier(config.stripe.webhookSecret) : null,
    }),
  };
}
