import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db.ts';
import { DEMO_PASSWORD, isEmpty, seedDemoData } from '../../src/demoData.ts';
import { verifyPassword } from '../../src/identity/passwords.ts';
import { openTestDb } from '../billing/testDb.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('demo data', () => {
  it('seeds an empty database with a free and a premium organization, each with an admin and a member', async () => {
    expect(await isEmpty(db.prisma)).toBe(true);
    const accounts = await seedDemoData(db.prisma);
    expect(await isEmpty(db.prisma)).toBe(false);

    const organizations = await db.prisma.organization.findMany({
      include: { memberships: { include: { user: true } }, subscriptions: true, invoices: true },
      orderBy: { subscriptionType: 'asc' },
    });
    expect(organizations.map((organization) => organization.subscriptionType)).toEqual(['free', 'premium']);
    for (const organization of organizations) {
      expect(organization.memberships.map((membership) => membership.role).sort()).toEqual([
        'admin',
        'member',
      ]);
      for (const { user } of organization.memberships) {
        expect(await verifyPassword(DEMO_PASSWORD, user.password)).toBe(true);
        expect(user.identitySubject).toBe(user.id);
      }
    }
    expect(accounts.map((account) => account.email).sort()).toEqual(
      organizations.flatMap((organization) => organization.memberships.map(({ user }) => user.email)).sort(),
    );

    const [free, premium] = organizations;
    expect(free?.subscriptions).toEqual([]);
    expect(free?.invoices).toEqual([]);
    const [subscription] = premium?.subscriptions ?? [];
    expect(subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(subscription?.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now());
    const paid = premium?.invoices.filter((invoice) => invoice.status === 'paid') ?? [];
    expect(paid.length).toBeGreaterThanOrEqual(2);
    for (const invoice of paid) expect(invoice.paidAt?.getTime()).toBeLessThan(Date.now());
  });

  it('refuses to run in production', { timeout: 90_000 }, async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
      cwd: new URL('../..', import.meta.url),
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: 'memory://' },
    });
    await expect(run).rejects.toMatchObject({ stderr: expect.stringContaining('refused') });
  });
});
