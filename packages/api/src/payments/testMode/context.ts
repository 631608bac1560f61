import { createHash, randomBytes } from 'node:crypto';
import { STRIPE_API_VERSION } from '../stripe/stripeClient.ts';
import type { TestObjectStore } from './store.ts';

/** Delivers one Stripe-shaped event to the shared payment-event handler. */
export type EventSink = (event: object) => Promise<unknown>;

export interface TestGatewayContext {
  store: TestObjectStore;
  emit(type: string, object: object, created: number, eventId?: string): Promise<void>;
  /** Real time in seconds; a subscription's clock adds its own offset. */
  nowSeconds(): number;
}

/** "Now" on a subscription's test clock, in seconds. */
export const clockOf = (context: TestGatewayContext, subscription: { test_clock_offset: number }) =>
  context.nowSeconds() + subscription.test_clock_offset;

export const randomHex = () => randomBytes(12).toString('hex');

export const randomId = (prefix: string) => `${prefix}_test_${randomHex()}`;

/** Same key, same id: how the embedded gateway honours idempotency keys. */
export const idFromKey = (prefix: string, key: string) =>
  `${prefix}_test_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

export function createTestGatewayContext(
  store: TestObjectStore,
  sink: EventSink,
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
): TestGatewayContext {
  return {
    store,
    nowSeconds,
    async emit(type, object, created, eventId) {
      await sink({
        id: eventId ?? randomId('evt'),
        object: 'event',
        api_version: STRIPE_API_VERSION,
        livemode: false,
        type,
        created,
        data: { object },
      });
    },
  };
}
