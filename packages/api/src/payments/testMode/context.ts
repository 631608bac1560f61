import { createHash, randomBytes } from 'node:crypto';
import type { OrganizationBillingLock } from '../../domain/ports/payments.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { STRIPE_API_VERSION } from '../stripe/stripeClient.ts';
import { createTestObjectStore, type TestObjectStore } from './store.ts';

/** One gateway operation's view: its object writes and its events belong to one transaction. */
export interface TestGatewayUnit {
  store: TestObjectStore;
  /** Queues a Stripe-shaped event in the payment outbox, committed with the objects or not at all. */
  emit(type: string, object: object, created: number, eventId?: string): Promise<void>;
}

export interface TestGatewayContext {
  /** Reads outside an operation. */
  store: TestObjectStore;
  /**
   * Runs one state change of an organization's objects: serialized with every other change of that
   * organization (across processes), its writes and events committed together, then its events delivered.
   */
  transact<T>(organizationId: string, work: (unit: TestGatewayUnit) => Promise<T>): Promise<T>;
  /** Real time in seconds; a subscription's clock adds its own offset. */
  nowSeconds(): number;
}

/** Delivers the organization's queued events (after a commit); failures stay queued for a retry. */
export type DeliverEvents = (organizationId: string) => Promise<void>;

/** "Now" on a subscription's test clock, in seconds. */
export const clockOf = (context: TestGatewayContext, subscription: { test_clock_offset: number }) =>
  context.nowSeconds() + subscription.test_clock_offset;

export const randomHex = () => randomBytes(12).toString('hex');

export const randomId = (prefix: string) => `${prefix}_test_${randomHex()}`;

/** Same key, same id: how the embedded gateway honours idempotency keys. */
export const idFromKey = (prefix: string, key: string) =>
  `${prefix}_test_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

const toJson = (value: object): Prisma.InputJsonValue => JSON.parse(JSON.stringify(value));

/** Gateway operations may wait for the organization's lock behind a burst of parallel calls. */
const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 30_000 };

export function createTestGatewayContext(
  prisma: PrismaClient,
  deliver: DeliverEvents,
  lockOrganizationBilling: OrganizationBillingLock<Prisma.TransactionClient>,
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
): TestGatewayContext {
  return {
    store: createTestObjectStore(prisma),
    nowSeconds,
    async transact(organizationId, work) {
      const result = await prisma.$transaction(async (tx) => {
        await lockOrganizationBilling(tx, organizationId);
        return work({
          store: createTestObjectStore(tx),
          async emit(type, object, created, eventId) {
            const id = eventId ?? randomId('evt');
            const payload = {
              id,
              object: 'event',
              api_version: STRIPE_API_VERSION,
              livemode: false,
              type,
              created,
              data: { object },
            };
            await tx.paymentOutbox.create({
              data: { eventId: id, organizationId, payload: toJson(payload) },
            });
          },
        });
      }, TRANSACTION_OPTIONS);
      await deliver(organizationId);
      return result;
    },
  };
}
