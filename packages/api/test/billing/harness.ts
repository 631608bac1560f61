import { randomUUID } from 'node:crypto';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import Stripe from 'stripe';
import request from 'supertest';
import { createEmbeddedTestGateway } from '../../src/composePayments.ts';
import type { PrismaClient } from '../../src/db.ts';
import type { PaymentGateway } from '../../src/domain/ports/payments.ts';
import { errorHandler } from '../../src/http/errorHandler.ts';
import { unauthorized } from '../../src/http/errors.ts';
import { createLogger } from '../../src/logger.ts';
import { stripeWebhookVerifier } from '../../src/payments/stripe/stripeClient.ts';
import { bearerToken } from '../../src/routes/authContext.ts';
import { createBillingRouter } from '../../src/routes/billing.ts';
import { createWebhookRouter } from '../../src/routes/billingWebhook.ts';
import { openTestDb } from './testDb.ts';

export const WEBHOOK_SECRET = 'whsec_test_billing_suite';

/** Posts a Stripe event to the webhook as Stripe would, signed with the suite's secret unless told otherwise. */
export function deliverWebhook(
  app: Express,
  payload: object,
  options: { secret?: string; timestamp?: number } = {},
) {
  const body = JSON.stringify(payload);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return request(app)
    .post('/api/billing/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(body);
}

export interface Harness {
  app: Express;
  prisma: PrismaClient;
  gateway: PaymentGateway;
  /** Swaps the gateway the routers use (e.g. for one that fails). */
  useGateway(gateway: PaymentGateway): void;
  close(): Promise<void>;
}

/** In tests the bearer token is simply a user id: identity is not what billing tests exercise. */
function testAuth(prisma: PrismaClient) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    const membership = token ? await prisma.membership.findFirst({ where: { userId: token } }) : null;
    if (!membership) throw unauthorized();
    res.locals.auth = {
      userId: membership.userId,
      organizationId: membership.organizationId,
      role: membership.role,
    };
    next();
  };
}

export async function createHarness(
  makeGateway?: (prisma: PrismaClient) => PaymentGateway,
): Promise<Harness> {
  const db = await openTestDb();
  let gateway = makeGateway?.(db.prisma) ?? createEmbeddedTestGateway(db.prisma);
  // Routers read the gateway through this proxy, so a test can swap it after start-up.
  const gatewayProxy = new Proxy({} as PaymentGateway, {
    get: (_target, property: keyof PaymentGateway) => gateway[property],
  });
  const app = express();
  app.use(
    '/api/billing',
    createWebhookRouter({
      prisma: db.prisma,
      gateway: gatewayProxy,
      verifyEvent: stripeWebhookVerifier(WEBHOOK_SECRET),
    }),
  );
  app.use(express.json());
  app.use(
    '/api/billing',
    testAuth(db.prisma),
    createBillingRouter({ prisma: db.prisma, gateway: gatewayProxy }),
  );
  app.use(errorHandler(createLogger('silent')));
  return {
    app,
    prisma: db.prisma,
    get gateway() {
      return gateway;
    },
    useGateway: (next) => {
      gateway = next;
    },
    close: db.close,
  };
}

export interface SeededOrganization {
  organizationId: string;
  adminToken: string;
  memberToken: string;
}

export async function seedOrganization(
  prisma: PrismaClient,
  employees: string | null = '1-5',
  subscriptionType = 'free',
): Promise<SeededOrganization> {
  const suffix = randomUUID().slice(0, 8);
  const organization = await prisma.organization.create({
    data: { name: `Org ${suffix}`, employees, subscriptionType, databaseSchema: `org_${suffix}` },
  });
  const user = async (role: string) => {
    const created = await prisma.user.create({
      data: {
        username: `${role}-${suffix}`,
        email: `${role}-${suffix}@example.com`,
        fullName: `${role} ${suffix}`,
      },
    });
    await prisma.membership.create({ data: { organizationId: organization.id, userId: created.id, role } });
    return created;
  };
  const admin = await user('admin');
  const member = await user('member');
  return { organizationId: organization.id, adminToken: admin.id, memberToken: member.id };
}

export const CARD_4242 = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  name: 'Ana Souza',
};
