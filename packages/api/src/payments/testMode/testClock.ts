import { clockOf, randomId, type TestGatewayContext, type TestGatewayUnit } from './context.ts';
import { type TestInvoice, type TestSubscription, testInvoiceSchema } from './objects.ts';

const DAY = 86_400;
/** Renewals processed by one advance at most (about 33 years of monthly periods). */
const MAX_RENEWALS = 400;

const addMonth = (seconds: number) => {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
};

function renewalInvoice(subscription: TestSubscription, periodStart: number, fail: boolean): TestInvoice {
  const price = subscription.items.data[0].price;
  return {
    id: randomId('in'),
    object: 'invoice',
    customer: subscription.customer,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    amount_due: price.unit_amount,
    amount_paid: fail ? 0 : price.unit_amount,
    currency: price.currency,
    status: fail ? 'open' : 'paid',
    status_transitions: { finalized_at: periodStart, paid_at: fail ? null : periodStart },
    attempt_count: 1,
    due_date: null,
    next_payment_attempt: fail ? periodStart + 3 * DAY : null,
    period_start: periodStart,
    period_end: addMonth(periodStart),
    created: periodStart,
  };
}

/**
 * Stripe's test clocks for the embedded gateway: moves one subscription's clock `days` ahead and
 * does what Stripe would at each period end meanwhile — cancel (when asked to, or when the trial
 * ends without a card), or invoice the next period and charge it, failing into past_due on demand.
 * A past_due subscription advanced without `fail` pays its open invoice and becomes active again.
 */
export async function advanceSubscription(
  context: TestGatewayContext,
  unit: TestGatewayUnit,
  start: TestSubscription,
  days: number,
  fail: boolean,
): Promise<TestSubscription> {
  const organizationId = start.metadata.organizationId;
  let subscription: TestSubscription = { ...start, test_clock_offset: start.test_clock_offset + days * DAY };
  const now = clockOf(context, subscription);
  const save = async (invoice?: TestInvoice) => {
    if (invoice) await unit.store.save(invoice, 'invoice', organizationId);
    await unit.store.save(subscription, 'subscription', organizationId);
  };
  await save();
  if (subscription.status === 'canceled') return subscription;

  if (subscription.status === 'past_due' && !fail && subscription.latest_invoice) {
    const open = await unit.store.find(subscription.latest_invoice, testInvoiceSchema);
    if (open?.status === 'open') {
      const paid: TestInvoice = {
        ...open,
        status: 'paid',
        amount_paid: open.amount_due,
        attempt_count: open.attempt_count + 1,
        next_payment_attempt: null,
        status_transitions: { ...open.status_transitions, paid_at: now },
      };
      subscription = { ...subscription, status: 'active' };
      await save(paid);
      await unit.emit('invoice.paid', paid, now);
      await unit.emit('customer.subscription.updated', subscription, now);
    }
  }

  for (let renewal = 0; renewal < MAX_RENEWALS; renewal += 1) {
    const item = subscription.items.data[0];
    const periodEnd = item.current_period_end;
    if (periodEnd > now) break;

    if (subscription.cancel_at_period_end || !subscription.default_payment_method) {
      subscription = { ...subscription, status: 'canceled', canceled_at: periodEnd, ended_at: periodEnd };
      await save();
      await unit.emit('customer.subscription.deleted', subscription, now);
      break;
    }

    const invoice = renewalInvoice(subscription, periodEnd, fail);
    subscription = {
      ...subscription,
      status: fail ? 'past_due' : 'active',
      latest_invoice: invoice.id,
      items: {
        ...subscription.items,
        data: [{ ...item, current_period_start: periodEnd, current_period_end: invoice.period_end }],
      },
    };
    await save(invoice);
    await unit.emit(
      'invoice.finalized',
      {
        ...invoice,
        status: 'open',
        amount_paid: 0,
        status_transitions: { finalized_at: periodEnd, paid_at: null },
      },
      now,
    );
    await unit.emit(fail ? 'invoice.payment_failed' : 'invoice.paid', invoice, now);
    await unit.emit('customer.subscription.updated', subscription, now);
    if (fail) break;
  }
  return subscription;
}
