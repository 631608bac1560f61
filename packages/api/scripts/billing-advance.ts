// Test clock of the embedded test-mode gateway, from the command line:
//   pnpm --filter @winhub/api billing:advance <days> [--fail] [--org <organization id or name>]
// Moves the organization's latest subscription <days> ahead: each period that ends meanwhile is
// renewed with a new invoice (or, with --fail, its payment fails and the subscription turns
// past_due; a later run without --fail pays it). Without --org, the only organization with a
// subscription is used. The embedded database (PGlite) allows one process per data directory:
// stop the server first, or call POST /api/billing/test-mode/advance as an admin while it runs.
import { parseArgs } from 'node:util';
import { createEmbeddedTestGateway } from '../src/composePayments.ts';
import { loadConfig } from '../src/config.ts';
import { createDb, type Db } from '../src/db.ts';
import { advanceTestClock } from '../src/services/billing/billingService.ts';

const USAGE =
  'Usage: pnpm --filter @winhub/api billing:advance <days> [--fail] [--org <organization id or name>]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { fail: { type: 'boolean', default: false }, org: { type: 'string' } },
});
const days = Number(positionals[0]);
if (!Number.isInteger(days) || days < 1 || days > 400) fail(USAGE);

const config = loadConfig();
if (config.stripe.secretKey)
  fail('STRIPE_SECRET_KEY is set: billing runs on Stripe, use Stripe test clocks instead.');

/** The one organization the run is about, or a message saying why there is none. */
async function chooseOrganization(prisma: Db['prisma']): Promise<{ id: string; name: string } | string> {
  const candidates = await prisma.organization.findMany({
    where: {
      subscriptions: { some: {} },
      ...(values.org ? { OR: [{ id: values.org }, { name: values.org }] } : {}),
    },
    select: { id: true, name: true },
  });
  const [only] = candidates;
  if (only && candidates.length === 1) return only;
  if (!only) return 'No organization with a subscription matches. Upgrade one first.';
  const listed = candidates.map((organization) => `  ${organization.id}  ${organization.name}`).join('\n');
  return `Several organizations have subscriptions; choose one with --org:\n${listed}`;
}

const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const organization = await chooseOrganization(db.prisma);
  if (typeof organization === 'string') {
    console.error(organization);
    process.exitCode = 1;
  } else {
    const subscription = await advanceTestClock(
      { prisma: db.prisma, gateway: createEmbeddedTestGateway(db.prisma) },
      { userId: 'billing-advance-script', organizationId: organization.id, role: 'admin' },
      { days, fail: values.fail },
    );
    console.log(`${organization.name}: advanced ${days} day(s)`);
    console.log(JSON.stringify(subscription, null, 2));
  }
} finally {
  await db.close();
}
