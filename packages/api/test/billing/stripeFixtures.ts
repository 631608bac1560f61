// Stripe-shaped webhook events (API 2026-10-28), as Stripe would send them for one subscription.

export interface SubscriptionState {
  status: string;
  defaultPaymentMethod?: string | null;
  cancelAtPeriodEnd?: boolean;
  periodStart?: number;
  periodEnd?: number;
}

let sequence = 0;
const nextEventId = () => {
  sequence += 1;
  return `evt_fixture_${Date.now()}_${sequence}`;
};

export function subscriptionObject(subscriptionId: string, customerId: string, state: SubscriptionState) {
  const periodStart = state.periodStart ?? 1_800_000_000;
  return {
    id: subscriptionId,
    object: 'subscription',
    customer: customerId,
    status: state.status,
    cancel_at_period_end: state.cancelAtPeriodEnd ?? false,
    default_payment_method: state.defaultPaymentMethod ?? null,
    pending_setup_intent: state.defaultPaymentMethod ? null : 'seti_fixture',
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscriptionId}`,
          price: { id: 'price_1Fixture', lookup_key: 'price_starter', unit_amount: 4900, currency: 'usd' },
          current_period_start: periodStart,
          current_period_end: state.periodEnd ?? periodStart + 14 * 86_400,
        },
      ],
    },
    trial_end: periodStart + 14 * 86_400,
    created: periodStart,
  };
}

export function invoiceObject(
  invoiceId: string,
  subscriptionId: string,
  customerId: string,
  status: 'open' | 'paid',
  created: number,
) {
  return {
    id: invoiceId,
    object: 'invoice',
    customer: customerId,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    amount_due: 4900,
    amount_paid: status === 'paid' ? 4900 : 0,
    currency: 'usd',
    status,
    status_transitions: { finalized_at: created, paid_at: status === 'paid' ? created : null },
    due_date: null,
    next_payment_attempt: status === 'open' ? created + 86_400 : null,
    created,
  };
}

export const event = (type: string, object: object, created: number, id = nextEventId()) => ({
  id,
  object: 'event',
  api_version: '2026-10-28.endive',
  livemode: false,
  type,
  created,
  data: { object },
});
