import { withPrefix } from './fields.ts';
import type { EnvConfig } from './types.ts';

/** Stripe's keys, each checked by its prefix; none set: the built-in test payments. */
export const stripeVariables = {
  STRIPE_SECRET_KEY: withPrefix(['sk_test_', 'sk_live_'], 'a Stripe secret key').optional(),
  STRIPE_PUBLISHABLE_KEY: withPrefix(['pk_test_', 'pk_live_'], 'a Stripe publishable key').optional(),
  STRIPE_WEBHOOK_SECRET: withPrefix(['whsec_'], 'a Stripe webhook signing secret').optional(),
};

/** Stripe settings that start but are probably a mistake. */
export function stripeWarnings(stripe: EnvConfig['stripe']): string[] {
  const warnings: string[] = [];
  const { secretKey, publishableKey, webhookSecret } = stripe;
  if (secretKey && !publishableKey) {
    warnings.push(
      'STRIPE_SECRET_KEY is set but STRIPE_PUBLISHABLE_KEY is not: the app cannot show the card form',
    );
  }
  if (secretKey && !webhookSecret) {
    warnings.push(
      'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: Stripe webhooks will be refused',
    );
  }
  const liveSecret = secretKey?.startsWith('sk_live_');
  const livePublishable = publishableKey?.startsWith('pk_live_');
  if (secretKey && publishableKey && liveSecret !== livePublishable) {
    warnings.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are from different modes (test and live)');
  }
  return warnings;
}
