import Stripe from 'stripe';
import type { PaymentEventVerifier } from '../../domain/ports/payments.ts';

/** Pinned: the webhook payloads and object shapes billing reads are those of this version. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface StripeClientOptions {
  secretKey: string;
  /** Only for tests: point the SDK at a local server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function createStripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
}

/** Seconds a signed webhook stays acceptable (Stripe's default, against replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The signing time (`t=`) of a `Stripe-Signature` header, in seconds; null when absent. */
const signedAtOf = (signature: string): number | null => {
  const value = /(?:^|,)\s*t=(\d{1,20})\s*(?:,|$)/.exec(signature)?.[1];
  return value === undefined ? null : Number(value);
};

/**
 * Verifies the `Stripe-Signature` header over the raw body; throws when it is invalid, stale, or
 * dated further in the future than the tolerance (the SDK only bounds the past).
 */
export function verifyStripeWebhook(
  rawBody: Buffer | string,
  signature: string,
  secret: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): unknown {
  const signedAt = signedAtOf(signature);
  if (signedAt !== null && signedAt - nowSeconds > WEBHOOK_TOLERANCE_SECONDS) {
    throw new Error('Webhook signature is dated in the future');
  }
  return Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
}

/** The check of webhooks Stripe signs with the endpoint's secret (STRIPE_WEBHOOK_SECRET). */
export const stripeWebhookVerifier =
  (secret: string): PaymentEventVerifier =>
  (rawBody, signature) =>
    verifyStripeWebhook(rawBody, signature, secret);
