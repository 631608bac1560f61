import { sameSecret } from '../sameSecret.ts';
import { type TestSetupIntent, testSetupIntentSchema } from './objects.ts';
import type { TestObjectStore } from './store.ts';

const SETUP_INTENT_SECRET = /^(seti_test_[0-9a-f]+)_secret_[0-9a-f]+$/;

/** The setup intent a client secret names, found as Stripe does: by its leading id, then the whole secret. */
export async function setupIntentOfSecret(
  store: TestObjectStore,
  clientSecret: string,
): Promise<TestSetupIntent | null> {
  const id = SETUP_INTENT_SECRET.exec(clientSecret)?.[1];
  const intent = id ? await store.find(id, testSetupIntentSchema) : null;
  return intent && sameSecret(intent.client_secret, clientSecret) ? intent : null;
}
