import { z } from 'zod';

/** Subscription states as the billing page shows them; `none` means the free tier. */
export const subscriptionStatusSchema = z.enum([
  'none',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const priceIdSchema = z.enum(['price_starter', 'price_business', 'price_enterprise']);
export type PriceId = z.infer<typeof priceIdSchema>;

/**
 * The Premium plan sold to an organization of a given size, in USD minor units
 * (docs/product/billing.md, "Price ids").
 */
export const billingPlanSchema = z.object({
  priceId: priceIdSchema,
  /** "Starter" or "Business". */
  name: z.string(),
  /** Size band the plan is for, e.g. "0–5" (employees). */
  employees: z.string(),
  /** Minor units each interval; null for the custom Enterprise plan. */
  amount: z.number().int().nullable(),
  currency: z.string(),
  interval: z.literal('month'),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

/** Which card form the app mounts: Stripe's Payment Element, or the embedded test-mode form. */
export const paymentModeSchema = z.enum(['stripe', 'test']);
export type PaymentMode = z.infer<typeof paymentModeSchema>;

export const createSubscriptionResponseSchema = z.object({
  clientSecret: z.string(),
  subscriptionId: z.string(),
  mode: paymentModeSchema,
  priceId: priceIdSchema,
  plan: billingPlanSchema,
  /** Minor units charged each month once the trial ends. */
  amount: z.number().int(),
  currency: z.string(),
  trialDays: z.number().int(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/**
 * Card fields of the embedded test-mode form. Only their shape is checked here: whether the card
 * is valid, expired or declined is the gateway's answer (402 with the provider's message).
 */
export const testCardSchema = z.object({
  number: z.string().max(40),
  expMonth: z.coerce.number().int(),
  expYear: z.coerce.number().int(),
  cvc: z.string().max(8),
  name: z.string().trim().min(1, 'Enter the name on the card.').max(200),
});
export type TestCard = z.infer<typeof testCardSchema>;
export type TestCardInput = z.input<typeof testCardSchema>;

export const testModeConfirmRequestSchema = z.object({
  clientSecret: z.string().min(1),
  card: testCardSchema,
});
export type TestModeConfirmRequest = z.input<typeof testModeConfirmRequestSchema>;

/**
 * The one state the billing page describes in a sentence: `free` (no subscription), `trialing`,
 * `active`, `past_due` (payment being retried), `cancelling` (Premium until the period ends),
 * `canceled` (ended).
 */
export const billingStandingSchema = z.enum([
  'free',
  'trialing',
  'active',
  'past_due',
  'cancelling',
  'canceled',
]);
export type BillingStanding = z.infer<typeof billingStandingSchema>;

export const cardSummarySchema = z.object({ brand: z.string(), last4: z.string() });

export const billingSubscriptionSchema = z.object({
  status: subscriptionStatusSchema,
  standing: billingStandingSchema,
  stripePriceId: z.string().nullable(),
  plan: billingPlanSchema.nullable(),
  currentPeriodStart: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  /** When the free trial ends (null without a trial). */
  trialEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The card that pays the subscription: brand and last 4 digits only. */
  card: cardSummarySchema.nullable(),
  /** When the next charge is made, and how much (minor units): null when none is coming. */
  nextCharge: z.object({ date: z.iso.datetime(), amount: z.number().int(), currency: z.string() }).nullable(),
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

export const testModeConfirmResponseSchema = z.object({
  subscription: billingSubscriptionSchema,
});
export type TestModeConfirmResponse = z.infer<typeof testModeConfirmResponseSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  stripeInvoiceId: z.string(),
  /** When the invoice was issued. */
  date: z.iso.datetime(),
  /** What it is for, in plain words ("Premium Starter, 14-day free trial"). */
  description: z.string(),
  status: z.string(),
  paidAt: z.iso.datetime().nullable(),
  dueDate: z.iso.datetime().nullable(),
  periodStart: z.iso.datetime().nullable(),
  periodEnd: z.iso.datetime().nullable(),
  /** Minor units: divide by 100 for display (docs/product/billing.md, "Billing page"). */
  amount: z.number().int(),
  currency: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** The provider's page for this invoice (Stripe's hosted invoice); null in test mode. */
  hostedInvoiceUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Newest first. */
export const invoiceListSchema = z.array(invoiceSchema);
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const testModeAdvanceRequestSchema = z.object({
  days: z.number().int().min(1).max(400),
  /** Make the renewal payment fail, leaving the subscription past_due. */
  fail: z.boolean().default(false),
});

/** `Idempotency-Key` header of `test-mode/advance`: the same key again (even in parallel) advances once. */
export const idempotencyKeySchema = z.string().min(1).max(255).optional();

/** A payment-provider event as the webhook receives it (its body is checked against Stripe-Signature). */
export const stripeEventSchema = z
  .object({ id: z.string(), type: z.string() })
  .loose()
  .meta({ description: 'A Stripe event' });

/** The webhook's acknowledgement: Stripe only reads the status; `outcome` helps when replaying events. */
export const webhookResponseSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});
