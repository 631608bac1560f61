/**
 * The state the billing page describes: `free` (no subscription), `trialing`, `active`,
 * `past_due` (payment being retried), `cancelling` (Premium until the period ends), `canceled`.
 */
export type SubscriptionStanding = 'free' | 'trialing' | 'active' | 'past_due' | 'cancelling' | 'canceled';

/** What the sentence names, already formatted: a price like "$49.00 per month" and dates. */
export type SentenceParts = { price: string | null; trialEnd: string; periodEnd: string };

/** One plain sentence per standing. */
export function subscriptionSentence(standing: SubscriptionStanding, parts: SentenceParts): string {
  switch (standing) {
    case 'free':
      return 'Your organization is on the free plan.';
    case 'trialing':
      return `Your free trial of Premium runs until ${parts.trialEnd}${parts.price ? `; then your card is charged ${parts.price}` : ''}.`;
    case 'active':
      return parts.price
        ? `Your Premium subscription is active and your card is charged ${parts.price}.`
        : 'Your Premium subscription is active.';
    case 'past_due':
      return 'Your last payment did not go through. Pay with another card to keep Premium.';
    case 'cancelling':
      return `Your subscription is cancelled and ends on ${parts.periodEnd}. You will not be charged again.`;
    case 'canceled':
      return 'Your subscription has ended. Your organization is on the free plan.';
  }
}
