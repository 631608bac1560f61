import type {
  BillingSubscription,
  CreateSubscriptionResponse,
  TestCard,
  TestModeConfirmResponse,
} from '../../contract/billing.ts';
import { conflict, forbidden, notFound } from '../../domain/errors.ts';
import type { PaymentGateway, TestModeControls } from '../../domain/ports/payments.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { effectiveStatus } from './applySubscriptionEvent.ts';
import { applySubscriptionSnapshot, currentSubscription, toSubscriptionView } from './billingViews.ts';
import { callingGateway, invalidClientSecret } from './gatewayErrors.ts';
import { PREMIUM_STATUSES } from './organizationPlan.ts';
import { CURRENCY, planOfPrice, priceForEmployees, TRIAL_DAYS } from './prices.ts';
import { reconcilePendingCheckouts, recordGatewaySubscription } from './reconcile.ts';

export interface BillingDeps {
  prisma: PrismaClient;
  gateway: PaymentGateway;
}

/** Who is asking: set by the bearer-token middleware. */
export interface BillingCaller {
  userId: string;
  organizationId: string;
  role: string;
}

const CONTACT_SALES =
  'Organizations with more than 15 employees get a custom Enterprise plan. Please contact our sales team to subscribe.';

function requireAdmin(caller: BillingCaller) {
  if (caller.role !== 'admin')
    throw forbidden('forbidden', 'Only an organization admin can change the subscription.');
}

function requireTestMode(gateway: PaymentGateway): TestModeControls {
  if (!gateway.testMode) throw notFound('test_mode_only', 'Test mode is off: payments go through Stripe.');
  return gateway.testMode;
}

async function customerIdFor(deps: BillingDeps, organizationId: string): Promise<string> {
  const organization = await deps.prisma.organization.findUniqueOrThrow({
    where: { id: organizationId },
    include: {
      memberships: {
        where: { role: 'admin' },
        orderBy: { joinedAt: 'asc' },
        take: 1,
        include: { user: true },
      },
    },
  });
  if (organization.stripeCustomerId) return organization.stripeCustomerId;
  const { customerId } = await callingGateway(() =>
    deps.gateway.createCustomer({
      organizationId,
      name: organization.name,
      email: organization.email ?? organization.memberships[0]?.user.email ?? null,
      idempotencyKey: `winhub-customer-${organizationId}`,
    }),
  );
  await deps.prisma.organization.updateMany({
    where: { id: organizationId, stripeCustomerId: null },
    data: { stripeCustomerId: customerId },
  });
  return customerId;
}

/**
 * Starts Premium checkout: an incomplete subscription with a 14-day trial, answered with the
 * card form's client secret. Retries are safe: a checkout still waiting for its card is reused,
 * and provider calls carry idempotency keys, so a crash after the provider call creates nothing twice.
 */
export async function createSubscription(
  deps: BillingDeps,
  caller: BillingCaller,
): Promise<CreateSubscriptionResponse> {
  requireAdmin(caller);
  const organization = await deps.prisma.organization.findUnique({ where: { id: caller.organizationId } });
  if (!organization) throw notFound('not_found', 'Organization not found.');
  if (organization.subscriptionType === 'premium') {
    throw conflict('already_premium', 'Your organization already has Premium.');
  }
  const price = priceForEmployees(organization.employees);
  if (price.amount === null) throw conflict('contact_sales', CONTACT_SALES);

  const plan = planOfPrice(price.id);
  if (!plan) throw new Error(`${price.id} is not a plan`);
  const offer = {
    mode: deps.gateway.mode,
    priceId: price.id,
    plan,
    amount: price.amount,
    currency: CURRENCY,
    trialDays: TRIAL_DAYS,
  };
  const subscriptions = await deps.prisma.subscription.findMany({
    where: { organizationId: organization.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  if (subscriptions.some((subscription) => PREMIUM_STATUSES.has(subscription.status))) {
    throw conflict('already_premium', 'Your organization already has Premium.');
  }
  const waiting = subscriptions.find(
    (subscription) => subscription.status === 'incomplete' && subscription.stripePriceId === price.id,
  );
  if (waiting) {
    const clientSecret = await callingGateway(() =>
      deps.gateway.pendingClientSecret(waiting.stripeSubscriptionId),
    );
    if (clientSecret) return { ...offer, clientSecret, subscriptionId: waiting.stripeSubscriptionId };
    // No longer waiting: its card was accepted before the webhook came, or it expired. Record which.
    const latest = await callingGateway(() => recordGatewaySubscription(deps, waiting.stripeSubscriptionId));
    if (PREMIUM_STATUSES.has(effectiveStatus(latest))) {
      throw conflict('already_premium', 'Your organization already has Premium.');
    }
  }

  const customerId = await customerIdFor(deps, organization.id);
  const created = await callingGateway(() =>
    deps.gateway.createSubscription({
      organizationId: organization.id,
      customerId,
      priceId: price.id,
      trialDays: TRIAL_DAYS,
      idempotencyKey: `winhub-subscription-${organization.id}-${price.id}-${subscriptions.length}`,
    }),
  );
  // Dated by the provider's own creation time, so that its first update (the card, seconds later)
  // is never mistaken for older than this snapshot by clock skew between the two machines.
  await applySubscriptionSnapshot(deps.prisma, created.subscription, created.subscription.created);
  return { ...offer, clientSecret: created.clientSecret, subscriptionId: created.subscription.id };
}

/**
 * A card-form secret is the caller's when its setup intent's customer is their organization's: the
 * provider knows customers, not organizations.
 */
async function requireOwnSetupIntent(deps: BillingDeps, organizationId: string, clientSecret: string) {
  const [customerId, organization] = await Promise.all([
    callingGateway(() => deps.gateway.setupIntentCustomer(clientSecret)),
    deps.prisma.organization.findUnique({
      where: { id: organizationId },
      select: { stripeCustomerId: true },
    }),
  ]);
  if (customerId === null || customerId !== organization?.stripeCustomerId) throw invalidClientSecret();
}

/** Test mode: the embedded gateway confirms the card; a refusal is a 402 with its message. */
export async function confirmTestPayment(
  deps: BillingDeps,
  caller: BillingCaller,
  input: { clientSecret: string; card: TestCard },
): Promise<TestModeConfirmResponse> {
  const testMode = requireTestMode(deps.gateway);
  requireAdmin(caller);
  await requireOwnSetupIntent(deps, caller.organizationId, input.clientSecret);
  await callingGateway(() => testMode.confirm(input));
  return { subscription: toSubscriptionView(await currentSubscription(deps.prisma, caller.organizationId)) };
}

export async function getSubscription(
  deps: BillingDeps,
  caller: BillingCaller,
): Promise<BillingSubscription> {
  // A checkout still waiting is finished from the gateway's state whenever it is read.
  await reconcilePendingCheckouts(deps, caller.organizationId);
  return toSubscriptionView(await currentSubscription(deps.prisma, caller.organizationId));
}

/** Cancel at period end (`true`) or undo it (`false`): Premium stays until the period ends. */
export async function setCancelAtPeriodEnd(
  deps: BillingDeps,
  caller: BillingCaller,
  cancelAtPeriodEnd: boolean,
): Promise<BillingSubscription> {
  requireAdmin(caller);
  const subscription = await currentSubscription(deps.prisma, caller.organizationId);
  if (!subscription || !PREMIUM_STATUSES.has(subscription.status)) {
    throw notFound('no_subscription', 'Your organization has no active subscription.');
  }
  if (subscription.cancelAtPeriodEnd !== cancelAtPeriodEnd) {
    const updated = await callingGateway(() =>
      deps.gateway.setCancelAtPeriodEnd(subscription.stripeSubscriptionId, cancelAtPeriodEnd),
    );
    await applySubscriptionSnapshot(deps.prisma, updated);
  }
  return toSubscriptionView(await currentSubscription(deps.prisma, caller.organizationId));
}

/** Test mode: moves the organization's latest subscription's clock forward (renewal, failure, end). */
export async function advanceTestClock(
  deps: BillingDeps,
  caller: BillingCaller,
  input: { days: number; fail: boolean; idempotencyKey?: string },
): Promise<BillingSubscription> {
  const testMode = requireTestMode(deps.gateway);
  requireAdmin(caller);
  const latest = await deps.prisma.subscription.findFirst({
    where: { organizationId: caller.organizationId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  if (!latest) throw notFound('no_subscription', 'Your organization has no subscription.');
  await callingGateway(() => testMode.advance({ subscriptionId: latest.stripeSubscriptionId, ...input }));
  return toSubscriptionView(await currentSubscription(deps.prisma, caller.organizationId));
}
