import { createEmbeddedTestGateway } from './composePayments.ts';
import type { PrismaClient } from './db.ts';
import { hashPassword } from './identity/passwords.ts';
import {
  advanceTestClock,
  confirmTestPayment,
  createSubscription,
  setCancelAtPeriodEnd,
} from './services/billing/billingService.ts';
import { createOrganizationWithAdmin, newUsername } from './services/people.ts';

/** Every demo account signs in with this password; the seed prints it with the emails. */
export const DEMO_PASSWORD = 'winhub-demo';

export interface DemoAccount {
  organization: string;
  plan: 'free' | 'premium';
  role: 'admin' | 'member';
  email: string;
}

const DAY_SECONDS = 24 * 60 * 60;
/** The premium subscription starts this long ago: after the 14-day trial, two paid months lie in the past. */
const HISTORY_DAYS = 65;
const RENEWALS = 2;
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123', name: 'Demo Admin' };

const ORGANIZATIONS = [
  { name: 'Loja Exemplo', plan: 'free', prefix: 'free', businessType: 'retail', employees: '1-5' },
  {
    name: 'Exemplo Premium',
    plan: 'premium',
    prefix: 'premium',
    businessType: 'technology',
    employees: '6-15',
  },
] as const;

/** True when nothing has been created yet: the only time `pnpm dev` seeds. */
export async function isEmpty(prisma: PrismaClient): Promise<boolean> {
  return (await prisma.organization.count()) === 0;
}

async function addMember(prisma: PrismaClient, organizationId: string, email: string, passwordHash: string) {
  const member = await prisma.user.create({
    data: { email, username: newUsername(email), fullName: 'Bruno Membro', password: passwordHash },
  });
  // embedded-provider accounts use the user id as their subject
  await prisma.user.update({ where: { id: member.id }, data: { identitySubject: member.id } });
  await prisma.membership.create({ data: { organizationId, userId: member.id, role: 'member' } });
  await prisma.userPermission.create({ data: { userId: member.id, organizationId } });
}

/**
 * Premium through the embedded test-mode gateway, on a clock started in the past: the checkout,
 * two monthly renewals (past invoices), then "cancel at period end" so it stays Premium until then.
 */
async function subscribe(prisma: PrismaClient, caller: { userId: string; organizationId: string }) {
  const startedAt = Math.floor(Date.now() / 1000) - HISTORY_DAYS * DAY_SECONDS;
  const deps = { prisma, gateway: createEmbeddedTestGateway(prisma, () => startedAt) };
  const admin = { ...caller, role: 'admin' };
  const { clientSecret } = await createSubscription(deps, admin);
  await confirmTestPayment(deps, admin, { clientSecret, card: CARD });
  for (let renewal = 0; renewal < RENEWALS; renewal++) {
    await advanceTestClock(deps, admin, { days: 30, fail: false });
  }
  await setCancelAtPeriodEnd(deps, admin, true);
}

/** Demo organizations for a fresh development database: a free one and a premium one, each with an admin and a member. */
export async function seedDemoData(prisma: PrismaClient): Promise<DemoAccount[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts: DemoAccount[] = [];
  for (const { name, plan, prefix, businessType, employees } of ORGANIZATIONS) {
    const adminEmail = `${prefix}-admin@example.com`;
    const memberEmail = `${prefix}-member@example.com`;
    const { organization, user } = await prisma.$transaction((tx) =>
      createOrganizationWithAdmin(tx, {
        email: adminEmail,
        fullName: 'Ana Admin',
        passwordHash,
        identitySubject: null,
        organization: { name, businessType, employees },
      }),
    );
    await addMember(prisma, organization.id, memberEmail, passwordHash);
    if (plan === 'premium') await subscribe(prisma, { userId: user.id, organizationId: organization.id });
    accounts.push(
      { organization: name, plan, role: 'admin', email: adminEmail },
      { organization: name, plan, role: 'member', email: memberEmail },
    );
  }
  return accounts;
}

/** The demo data when the database is still empty (null when it is not), as `pnpm seed` and `pnpm dev` want it. */
export async function seedIfEmpty(prisma: PrismaClient): Promise<DemoAccount[] | null> {
  return (await isEmpty(prisma)) ? seedDemoData(prisma) : null;
}
