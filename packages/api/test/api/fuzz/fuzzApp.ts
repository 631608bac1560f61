import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type SignedUpUser, signUpUser, type TestApp } from '../../helpers/testApp.ts';

/** The fuzz test file's app (with billing) and its signed-up admin, started before its tests. */
export function useFuzzApp(env: Record<string, string> = {}) {
  let app: TestApp | null = null;
  let user: SignedUpUser | null = null;
  beforeAll(async () => {
    app = await createTestApp({ withBilling: true, env });
    user = await signUpUser(app);
  });
  afterAll(() => app?.close());
  return {
    t: () => {
      if (!app) throw new Error('The fuzz app starts in beforeAll.');
      return app;
    },
    admin: () => {
      if (!user) throw new Error('The fuzz admin signs up in beforeAll.');
      return user;
    },
  };
}

export const expectNo5xx = (what: string, res: { status: number; text?: string }) => {
  if (res.status >= 500) throw new Error(`${what} → ${res.status}: ${(res.text ?? '').slice(0, 300)}`);
};
