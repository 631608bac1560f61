import Stripe from 'stripe';
import { type ProviderSubscription, providerSubscriptionSchema } from '../../domain/ports/paymentObjects.ts';
import {
  CardDeclinedError,
  type CardSummary,
  type CreatedSubscription,
  type CustomerInput,
  GatewayUnavailableError,
  type PaymentGateway,
  type SubscriptionInput,
} from '../gateway.ts';
import { sameSecret } from '../sameSecret.ts';

const CLIENT_SECRET_EXPAND = ['latest_invoice.confirmation_secret', 'pending_setup_intent'];
const SETUP_INTENT_SECRET = /^(seti_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;

/** A card-form secret: the trial's setup intent, else the first invoice's payment. */
function clientSecretOf(subscription: Stripe.Subscription): string | null {
  const setupIntent = subscription.pending_setup_intent;
  if (setupIntent && typeof setupIntent !== 'string' && setupIntent.client_secret)
    return setupIntent.client_secret;
  const invoice = subscription.latest_invoice;
  if (invoice && typeof invoice !== 'string') return invoice.confirmation_secret?.client_secret ?? null;
  return null;
}

const toProvider = (subscription: Stripe.Subscription): ProviderSubscription =>
  providerSubscriptionSchema.parse(subscription);

/** Card errors keep Stripe's message (shown to the user); anything else is "provider unavailable". */
async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new CardDeclinedError(error.message, error.decline_code ?? error.code ?? 'card_declined');
    }
    throw new GatewayUnavailableError('The payment provider could not be reached. Please try again.', {
      cause: error,
    });
  }
}

export function createStripeGateway(stripe: Stripe): PaymentGateway {
  const priceIds = new Map<string, string>();

  // Prices are created in the Stripe dashboard with lookup keys price_starter / price_business.
  async function stripePriceId(lookupKey: string): Promise<string> {
    const cached = priceIds.get(lookupKey);
    if (cached) return cached;
    const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price) throw new GatewayUnavailableError(`No active Stripe price has the lookup key ${lookupKey}.`);
    priceIds.set(lookupKey, price.id);
    return price.id;
  }

  async function setupIntentOrNull(id: string): Promise<Stripe.SetupIntent | null> {
    try {
      return await stripe.setupIntents.retrieve(id);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return null;
      throw error;
    }
  }

  return {
    mode: 'stripe',
    testMode: null,

    createCustomer: (input: CustomerInput) =>
      calling(async () => {
        const customer = await stripe.customers.create(
          {
            name: input.name,
            ...(input.email ? { email: input.email } : {}),
            metadata: { organizationId: input.organizationId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { customerId: customer.id };
      }),

    createSubscription: (input: SubscriptionInput) =>
      calling(async (): Promise<CreatedSubscription> => {
        const price = await stripePriceId(input.priceId);
        const subscription = await stripe.subscriptions.create(
          {
            customer: input.customerId,
            items: [{ price }],
            trial_period_days: input.trialDays,
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
            metadata: { organizationId: input.organizationId },
            expand: CLIENT_SECRET_EXPAND,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const clientSecret = clientSecretOf(subscription);
        if (!clientSecret)
          throw new Error(`Subscription ${subscription.id} came back without a client secret`);
        return { subscription: toProvider(subscription), clientSecret };
      }),

    pendingClientSecret: (subscriptionId: string) =>
      calling(async () => {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
          expand: CLIENT_SECRET_EXPAND,
        });
        const waitingForCard =
          subscription.status === 'incomplete' ||
          (subscription.status === 'trialing' && !subscription.default_payment_method);
        return waitingForCard ? clientSecretOf(subscription) : null;
      }),

    setupIntentCustomer: (clientSecret: string) =>
      calling(async () => {
        const id = SETUP_INTENT_SECRET.exec(clientSecret)?.[1];
        const intent = id ? await setupIntentOrNull(id) : null;
        if (!intent?.client_secret || !sameSecret(intent.client_secret, clientSecret)) return null;
        return typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
      }),

    setCancelAtPeriodEnd: (subscriptionId: string, cancelAtPeriodEnd: boolean) =>
      calling(async () =>
        toProvider(
          await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd }),
        ),
      ),

    retrieveSubscription: (subscriptionId: string) =>
      calling(async () => toProvider(await stripe.subscriptions.retrieve(subscriptionId))),

    cardOfSubscription: (subscriptionId: string) =>
      calling(async (): Promise<CardSummary | null> => {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
          expand: ['default_payment_method'],
        });
        const method = subscription.default_payment_method;
        if (!method || typeof method === 'string' || !method.card) return null;
        return { brand: method.card.brand, last4: method.card.last4 };
      }),
  };
}
