import { MAIL_OFF_WARNING } from './mail.ts';
import type { EnvConfig } from './types.ts';

/** Stripe settings that start but are probably a mistake. */
function stripeWarnings(stripe: EnvConfig['stripe']): string[] {
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

/** Settings that start but are probably a mistake; logged as warnings at start. */
export const configWarnings = (config: EnvConfig): string[] => [
  ...stripeWarnings(config.stripe),
  ...(config.mail.delivery === 'off' ? [MAIL_OFF_WARNING] : []),
];
