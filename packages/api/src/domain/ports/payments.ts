/** The payment events waiting in the outbox, delivered to the billing rules (services/billing/paymentOutbox.ts). */
export interface PaymentOutbox {
  /** Delivers every due event (of one organization, or all), oldest first; returns how many were delivered. */
  deliverDue(organizationId?: string): Promise<number>;
  /** Delivers the organization's due events and waits briefly for those another process holds. */
  settle(organizationId: string): Promise<void>;
}

/** Serializes an organization's billing changes within the transaction `tx` (services/billing/organizationLock.ts). */
export type OrganizationBillingLock<Tx> = (tx: Tx, organizationId: string) => Promise<void>;
