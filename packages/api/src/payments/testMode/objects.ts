import { z } from 'zod';

// The embedded gateway's own records, shaped like Stripe's objects so its events need no translation.

export const testCustomerSchema = z.object({
  id: z.string(),
  object: z.literal('customer'),
  name: z.string(),
  email: z.string().nullable(),
  metadata: z.object({ organizationId: z.string() }),
  created: z.number().int(),
});
export type TestCustomer = z.infer<typeof testCustomerSchema>;

export const testSubscriptionSchema = z.object({
  id: z.string(),
  object: z.literal('subscription'),
  customer: z.string(),
  status: z.enum(['trialing', 'active', 'past_due', 'canceled']),
  cancel_at_period_end: z.boolean(),
  canceled_at: z.number().int().nullable(),
  ended_at: z.number().int().nullable(),
  default_payment_method: z.string().nullable(),
  pending_setup_intent: z.string().nullable(),
  latest_invoice: z.string().nullable(),
  metadata: z.object({ organizationId: z.string() }),
  items: z.object({
    object: z.literal('list'),
    data: z.tuple([
      z.object({
        id: z.string(),
        price: z.object({
          id: z.string(),
          lookup_key: z.string(),
          unit_amount: z.number().int(),
          currency: z.string(),
        }),
        current_period_start: z.number().int(),
        current_period_end: z.number().int(),
      }),
    ]),
  }),
  trial_end: z.number().int().nullable(),
  created: z.number().int(),
  /** The subscription's test clock: seconds it runs ahead of real time (Stripe's test clocks). */
  test_clock_offset: z.number().int(),
});
export type TestSubscription = z.infer<typeof testSubscriptionSchema>;

export const testSetupIntentSchema = z.object({
  id: z.string(),
  object: z.literal('setup_intent'),
  client_secret: z.string(),
  customer: z.string(),
  subscription: z.string(),
  status: z.enum(['requires_payment_method', 'succeeded']),
  payment_method: z.string().nullable(),
  last_setup_error: z.object({ code: z.string(), message: z.string() }).nullable(),
  created: z.number().int(),
});
export type TestSetupIntent = z.infer<typeof testSetupIntentSchema>;

/** Only the brand and last 4 digits are kept: never the number, expiry or security code. */
export const testPaymentMethodSchema = z.object({
  id: z.string(),
  object: z.literal('payment_method'),
  type: z.literal('card'),
  customer: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }),
  created: z.number().int(),
});
export type TestPaymentMethod = z.infer<typeof testPaymentMethodSchema>;

export const testInvoiceSchema = z.object({
  id: z.string(),
  object: z.literal('invoice'),
  customer: z.string(),
  parent: z.object({
    type: z.literal('subscription_details'),
    subscription_details: z.object({ subscription: z.string() }),
  }),
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'paid']),
  status_transitions: z.object({ finalized_at: z.number().int(), paid_at: z.number().int().nullable() }),
  attempt_count: z.number().int(),
  due_date: z.null(),
  next_payment_attempt: z.number().int().nullable(),
  period_start: z.number().int(),
  period_end: z.number().int(),
  created: z.number().int(),
});
export type TestInvoice = z.infer<typeof testInvoiceSchema>;

/** An idempotency key already used: its request is not carried out again. */
export const idempotencyMarkerSchema = z.object({ id: z.string() });

export type TestObjectKind =
  | 'customer'
  | 'subscription'
  | 'setup_intent'
  | 'payment_method'
  | 'invoice'
  | 'idempotency_key';
