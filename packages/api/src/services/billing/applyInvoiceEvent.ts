import { idOf, type ProviderInvoice, subscriptionIdOfInvoice } from '../../domain/ports/paymentObjects.ts';
import type { CardSummary } from '../../domain/ports/payments.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { describeInvoice } from './invoiceDescription.ts';
import { findOrganizationId } from './organizationPlan.ts';
import { fromSeconds } from './timestamps.ts';

// Invoices only move forward (draft → open → paid/void/uncollectible): with two events of the same
// second, the further status wins whatever the delivery order.
const STATUS_RANK: Record<string, number> = { draft: 0, open: 1, paid: 2, void: 2, uncollectible: 2 };
const rankOf = (status: string) => STATUS_RANK[status] ?? 0;

/** Upserts the invoice (amount in minor units) unless a newer event already set it. */
export async function applyInvoice(
  tx: Prisma.TransactionClient,
  invoice: ProviderInvoice,
  eventCreated: number,
  card: CardSummary | null,
): Promise<void> {
  const stripeSubscriptionId = subscriptionIdOfInvoice(invoice);
  const subscription = stripeSubscriptionId
    ? await tx.subscription.findUnique({
        where: { stripeSubscriptionId },
        select: { organizationId: true, stripePriceId: true },
      })
    : null;
  const organizationId =
    subscription?.organizationId ?? (await findOrganizationId(tx, null, idOf(invoice.customer)));
  if (!organizationId) return;

  const status = invoice.status ?? 'draft';
  const created = BigInt(eventCreated);
  const existing = await tx.invoice.findUnique({ where: { stripeInvoiceId: invoice.id } });
  if (existing) {
    const newer = existing.lastEventAt > created;
    const sameTimeButBehind = existing.lastEventAt === created && rankOf(existing.status) > rankOf(status);
    if (newer || sameTimeButBehind) return;
  }

  const state = {
    stripeSubscriptionId,
    amount: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency.toLowerCase(),
    status,
    description: describeInvoice(subscription?.stripePriceId ?? null, invoice.amount_due),
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    periodStart: fromSeconds(invoice.period_start),
    periodEnd: fromSeconds(invoice.period_end),
    paidAt: fromSeconds(invoice.status_transitions?.paid_at),
    // Automatically charged invoices have no due date: they are due when issued (or at the next retry).
    dueDate: fromSeconds(invoice.due_date ?? invoice.next_payment_attempt ?? invoice.created),
    lastEventAt: created,
    ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
  };
  await tx.invoice.upsert({
    where: { stripeInvoiceId: invoice.id },
    create: {
      ...state,
      organizationId,
      stripeInvoiceId: invoice.id,
      createdAt: new Date(invoice.created * 1000),
    },
    update: state,
  });
}
