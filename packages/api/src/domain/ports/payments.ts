import type { PaymentMode, PriceId, TestCard } from '../../contract/billing.ts';
import type { ProviderSubscription } from './paymentObjects.ts';
export interface CardSummary {
  brand: string;
  last4: string;
}

export interface CustomerInput {
  organizationId: string;
  name: string;
  email: string | null;
  /** Same key on a retry gives back the same customer instead of a second one. */
  idempotencyKey: string;
}

export interface SubscriptionInput {
  organizationId: string;
  customerId: string;
  priceId: PriceId;
  trialDays: number;
  idempotencyKey: string;
}

export interface CreatedSubscription {
  subscription: ProviderSubscription;
  /** Secret of the setup intent (trial) or of the first invoice's payment, for the card form. */
  clientSecret: string;
}

/** The provider refused the card; `message` is the provider's text, shown to the user as is. */
export class CardDeclinedError extends Error {
  readonly declineCode: string;

  constructor(message: string, declineCode: string) {
    super(message);
    this.name = 'CardDeclinedError';
    this.declineCode = declineCode;
  }
}

/** The provider could not be reached or answered with an error that is not about the card. */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}

/** A client secret that names no setup intent still waiting for its card. */
export class UnknownClientSecretError extends Error {
  constructor() {
    super('No setup intent waiting for a card has this client secret.');
    this.name = 'UnknownClientSecretError';
  }
}

/** Card checkout and the simulated clock of the embedded gateway; absent with Stripe. */
export interface TestModeControls {
  /** Delivers the gateway's queued events (one organization's, or all) that are due. */
  deliverPendingEvents(organizationId?: string): Promise<void>;
  /** Confirms the setup intent the client secret names, as Stripe.js does with the card form's card. */
  confirm(input: { clientSecret: string; card: TestCard }): Promise<ProviderSubscription>;
  /** Moves the subscription's clock forward, renewing (or failing) every period that ends meanwhile. */
  advance(input: {
    subscriptionId: string;
    days: number;
    fail: boolean;
    /** Same key again (even in parallel) moves the clock once. */
    idempotencyKey?: string;
  }): Promise<ProviderSubscription>;
}

/** What billing needs from a card-payment provider (Stripe, or the embedded test-mode gateway). */
export interface PaymentGateway {
  readonly mode: PaymentMode;
  createCustomer(input: CustomerInput): Promise<{ customerId: string }>;
  createSubscription(input: SubscriptionInput): Promise<CreatedSubscription>;
  /** The card-form secret of a subscription still waiting for its card; null when none is pending. */
  pendingClientSecret(subscriptionId: string): Promise<string | null>;
  /** The customer of the setup intent a card-form secret names; null when it names none. */
  setupIntentCustomer(clientSecret: string): Promise<string | null>;
  setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<ProviderSubscription>;
  /** The provider's current view of a subscription (to catch up when a webhook is late or missing). */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  cardOfSubscription(subscriptionId: string): Promise<CardSummary | null>;
  readonly testMode: TestModeControls | null;
}

/** The payment events waiting in the outbox, delivered to the billing rules (services/billing/paymentOutbox.ts). */
export interface PaymentOutbox {
  /** Delivers every due event (of one organization, or all), oldest first; returns how many were delivered. */
  deliverDue(organizationId?: string): Promise<number>;
  /** Delivers the organization's due events and waits briefly for those another process holds. */
  settle(organizationId: string): Promise<void>;
}

/** Serializes an organization's billing changes within the transaction `tx` (services/billing/organizationLock.ts). */
export type OrganizationBillingLock<Tx> = (tx: Tx, organizationId: string) => Promise<void>;

/**
 * Checks a provider's signed event (a Stripe webhook) over its raw body and gives the event; throws when
 * the signature is forged, stale or dated in the future.
 */
export type PaymentEventVerifier = (rawBody: Buffer, signature: string) => unknown;
