import { withPrefix } from './fields.ts';

/** Stripe's keys, each checked by its prefix; none set: the built-in test payments. */
export const stripeVariables = {
  STRIPE_SECRET_KEY: withPrefix(['sk_test_', 'sk_live_'], 'a Stripe secret key').optional(),
  STRIPE_PUBLISHABLE_KEY: withPrefix(['pk_test_', 'pk_live_'], 'a Stripe publishable key').optional(),
  STRIPE_WEBHOOK_SECRET: withPrefix(['whsec_'], 'a Stripe webhook signing secret').optional(),
};
