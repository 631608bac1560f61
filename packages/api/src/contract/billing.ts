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

/** Which card form the app mounts: Stripe's Payment Element, or the embedded test-mode form. */
export const paymentModeSchema = z.enum(['stripe', 'test']);
export type PaymentMode = z.infer<typeof paymentModeSchema>;

export const createSubscriptionResponseSchema = z.object({
  clientSecret: z.string(),
  subscriptionId: z.string(),
  mode: paymentModeSchema,
  priceId: priceIdSchema,
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

export const billingSubscriptionSchema = z.object({
  status: subscriptionStatusSchema,
  stripePriceId: z.string().nullable(),
  currentPeriodStart: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

export const testModeConfirmResponseSchema = z.object({
  subscription: billingSubscriptionSchema,
});
export type TestModeConfirmResponse = z.infer<typeof testModeConfirmResponseSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  stripeInvoiceId: z.string(),
  status: z.string(),
  paidAt: z.iso.datetime().nullable(),
  dueDate: z.iso.datetime().nullable(),
  /** Minor units: divide by 100 for display (spec §9). */
  amount: z.number().int(),
  currency: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
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
export type TestModeAdvanceRequest = z.input<typeof testModeAdvanceRequestSchema>;

/** Error codes billing answers with inside `{ error: { code, message } }`. */
export const billingErrorCodeSchema = z.enum([
  'already_premium',
  'contact_sales',
  'no_subscription',
  'payment_failed',
  'payment_provider_unavailable',
  'test_mode_only',
  'invalid_client_secret',
]);
export type BillingErrorCode = z.infer<typeof billingErrorCodeSchema>;
