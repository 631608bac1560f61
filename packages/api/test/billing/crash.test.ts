import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompiledServer } from '../helpers/compiledServer.ts';
import {
  type ChildServer,
  type CrashDatabase,
  createChildServer,
  freePort,
  openCrashDatabase,
} from './crash/childServer.ts';
import { holdCardConfirmations } from './crash/confirmationHold.ts';
import { CARD_4242 } from './harness.ts';

// Issue 11: the server process is killed (SIGKILL) at several points of a burst of checkouts.
// After each restart every organization must be either fully Premium with exactly one paid trial
// invoice, or fully free with its checkout still usable — never in between.

const ORGANIZATIONS_PER_ROUND = 6;
/**
 * Where each round kills the server: a time into the burst, or mid card confirmation — once the
 * gateway committed every organization's card and before the outbox delivered its events.
 */
type KillPoint = { afterMs: number } | 'mid-confirmation';
const KILL_POINTS: KillPoint[] = [{ afterMs: 40 }, { afterMs: 250 }, { afterMs: 700 }, 'mid-confirmation'];
const labelOf = (point: KillPoint) => (point === 'mid-confirmation' ? point : `${point.afterMs} ms`);

interface Account {
  token: string;
  name: string;
  organizationId: string;
}

let build: ReturnType<typeof buildCompiledServer> | undefined;
let database: CrashDatabase;
let server: ChildServer;
let forwardedFor = 0;

const api = (pathname: string, init: { method?: string; token?: string; body?: object } = {}) =>
  fetch(`http://127.0.0.1:${server.port}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      // every account from its own address, so that the sign-up rate limit does not apply
      'X-Forwarded-For': `10.9.${Math.floor(forwardedFor / 250)}.${(forwardedFor++ % 250) + 1}`,
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });

async function signUp(index: number): Promise<Account> {
  const name = `Crash Org ${index} ${randomBytes(3).toString('hex')}`;
  const response = await api('/api/create-account', {
    method: 'POST',
    body: {
      email: `crash.${index}.${randomBytes(4).toString('hex')}@example.com`,
      password: 'correct horse battery',
      fullName: 'Crash Tester',
      persona: 'empresa',
      organizationName: name,
      businessType: 'technology',
      employees: '1-5',
    },
  });
  expect(response.status).toBe(201);
  const { token } = (await response.json()) as { token: string };
  const organization = await api('/api/user/organization', { token });
  const { id } = ((await organization.json()) as { organization: { id: string } }).organization;
  return { token, name, organizationId: id };
}

async function startCheckout(account: Account): Promise<string> {
  const created = await api('/api/billing/create-subscription', { method: 'POST', token: account.token });
  return ((await created.json()) as { clientSecret: string }).clientSecret;
}

/** The card confirmation as the app sends it, plus the other calls a page makes meanwhile. */
async function confirmBurst(account: Account, clientSecret: string) {
  await Promise.all([
    api('/api/billing/test-mode/confirm', {
      method: 'POST',
      token: account.token,
      body: { clientSecret, card: CARD_4242 },
    }),
    api('/api/billing/subscription', { token: account.token }),
    api('/api/billing/create-subscription', { method: 'POST', token: account.token }),
  ]);
}

async function json<T>(pathname: string, token: string, init: { method?: string; body?: object } = {}) {
  const response = await api(pathname, { ...init, token });
  return { status: response.status, body: (await response.json()) as T };
}

interface SubscriptionView {
  status: string;
  card: { last4: string } | null;
}
interface InvoiceView {
  amount: number;
  status: string;
}

/** Premium in every record with one paid trial invoice; or free, and a new checkout then succeeds. */
async function expectWholeOutcome(account: Account): Promise<'premium' | 'free'> {
  const subscription = await json<SubscriptionView>('/api/billing/subscription', account.token);
  const invoices = await json<InvoiceView[]>('/api/billing/invoices', account.token);
  const organization = await json<{ organization: { subscriptionType: string } }>(
    '/api/user/organization',
    account.token,
  );
  if (subscription.body.status === 'trialing') {
    expect(organization.body.organization.subscriptionType).toBe('premium');
    expect(subscription.body.card?.last4).toBe('4242');
    expect(invoices.body).toEqual([expect.objectContaining({ amount: 0, status: 'paid' })]);
    return 'premium';
  }
  expect(subscription.body.status, `${account.name} is neither Premium nor free`).toBe('none');
  expect(organization.body.organization.subscriptionType).toBe('free');
  expect(invoices.body).toEqual([]);
  const created = await json<{ clientSecret: string }>('/api/billing/create-subscription', account.token, {
    method: 'POST',
  });
  expect(created.status).toBe(201);
  const confirmed = await json<{ subscription: SubscriptionView }>(
    '/api/billing/test-mode/confirm',
    account.token,
    {
      method: 'POST',
      body: { clientSecret: created.body.clientSecret, card: CARD_4242 },
    },
  );
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.subscription.status).toBe('trialing');
  const after = await json<InvoiceView[]>('/api/billing/invoices', account.token);
  expect(after.body).toEqual([expect.objectContaining({ amount: 0, status: 'paid' })]);
  return 'free';
}

/** One organization's checkout as the app makes it. */
const checkoutBurst = async (account: Account) => confirmBurst(account, await startCheckout(account));

/** Runs one round's burst and kills the server at the round's point. */
async function burstAndKill(point: KillPoint, accounts: Account[]) {
  if (point !== 'mid-confirmation') {
    const burst = Promise.allSettled(accounts.map(checkoutBurst));
    await new Promise((resolve) => setTimeout(resolve, point.afterMs));
    await server.kill();
    await burst;
    return;
  }
  const checkouts = await Promise.all(
    accounts.map(async (account) => ({ account, clientSecret: await startCheckout(account) })),
  );
  const hold = await holdCardConfirmations(database, server);
  try {
    const burst = Promise.allSettled(
      checkouts.map(({ account, clientSecret }) => confirmBurst(account, clientSecret)),
    );
    await hold.reached(accounts.map((account) => account.organizationId));
    await server.kill();
    await burst;
  } finally {
    await hold.release();
  }
}

beforeAll(async () => {
  build = buildCompiledServer();
  database = await openCrashDatabase();
  server = createChildServer(database, await freePort(), build.dir);
}, 120_000);

afterAll(async () => {
  await server.kill();
  await database.drop();
  build?.remove();
});

describe('billing survives kill -9 during a burst of checkouts', () => {
  it('leaves every organization whole after each crash and restart', { timeout: 600_000 }, async () => {
    await server.start();
    const rounds: { point: KillPoint; accounts: Account[] }[] = [];
    for (const [round, point] of KILL_POINTS.entries()) {
      const accounts: Account[] = [];
      for (let index = 0; index < ORGANIZATIONS_PER_ROUND; index += 1) {
        accounts.push(await signUp(round * ORGANIZATIONS_PER_ROUND + index));
      }
      rounds.push({ point, accounts });
    }

    const outcomes: string[] = [];
    for (const { point, accounts } of rounds) {
      await burstAndKill(point, accounts);
      await server.start();
      const results = [];
      for (const account of accounts) results.push(await expectWholeOutcome(account));
      // The gateway had committed every card: reconciliation must finish each checkout.
      if (point === 'mid-confirmation') expect(results).toEqual(accounts.map(() => 'premium'));
      outcomes.push(
        `kill at ${labelOf(point)}: ${results.filter((result) => result === 'premium').length} premium, ${results.filter((result) => result === 'free').length} free`,
      );
    }
    console.info(`crash rounds: ${outcomes.join('; ')}`);
  });
});
