import { z } from 'zod';

// The part of Stripe's objects (API 2026-10-28) that billing reads. Both gateways produce these
// shapes, so one event handler serves Stripe webhooks and the embedded test-mode gateway alike.

const expandable = z.union([z.string(), z.looseObject({ id: z.string() })]);

export const idOf = (value: z.infer<typeof expandable> | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const subscriptionItemSchema = z.looseObject({
  price: z.looseObject({ id: z.string(), lookup_key: z.string().nullish() }),
  current_period_start: z.number().int().optional(),
  current_period_end: z.number().int().optional(),
});

export const providerSubscriptionSchema = z.looseObject({
  id: z.string(),
  object: z.literal('subscription'),
  customer: expandable,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  default_payment_method: expandable.nullish(),
  pending_setup_intent: expandable.nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z.looseObject({ data: z.array(subscriptionItemSchema) }),
  trial_end: z.number().int().nullish(),
  created: z.number().int(),
});
export type ProviderSubscription = z.infer<typeof providerSubscriptionSchema>;

export const providerInvoiceSchema = z.looseObject({
  id: z.string(),
  object: z.literal('invoice'),
  customer: expandable.nullish(),
  parent: z
    .looseObject({ subscription_details: z.looseObject({ subscription: expandable.nullish() }).nullish() })
    .nullish(),
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.string(),
  status: z.string().nullish(),
  status_transitions: z.looseObject({ paid_at: z.number().int().nullish() }).nullish(),
  due_date: z.number().int().nullish(),
  next_payment_attempt: z.number().int().nullish(),
  hosted_invoice_url: z.string().nullish(),
  period_start: z.number().int().nullish(),
  period_end: z.number().int().nullish(),
  created: z.number().int(),
});
export type ProviderInvoice = z.infer<typeof providerInvoiceSchema>;

export const providerEventSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string(),
  created: z.number().int(),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});
export type ProviderEvent = z.infer<typeof providerEventSchema>;

export const subscriptionIdOfInvoice = (invoice: ProviderInvoice): string | null =>
  idOf(invoice.parent?.subscription_details?.subscription);

/** Price lookup key (`price_starter`…) when the price has one, else its provider id. */
export const priceIdOfSubscription = (subscription: ProviderSubscription): string | null => {
  const price = subscription.items.data[0]?.price;
  return price ? (price.lookup_key ?? price.id) : null;
};
