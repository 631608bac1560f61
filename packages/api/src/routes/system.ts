import { Router } from 'express';
import type { AppConfig } from '../config.ts';
import type { HealthResponse, RuntimeConfig } from '../contract/system.ts';
import type { PrismaClient } from '../db.ts';

export function createSystemRouter(deps: { prisma: PrismaClient; config: AppConfig }): Router {
  const router = Router();

  router.get('/health', async (_req, res) => {
    let up = true;
    try {
      await deps.prisma.$queryRaw`SELECT 1`;
    } catch {
      up = false;
    }
    const body: HealthResponse = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
    res.status(up ? 200 : 503).json(body);
  });

  router.get('/config', (_req, res) => {
    const { identity, stripe, businessDomain } = deps.config;
    const body: RuntimeConfig = {
      productKey: 'winhub',
      authOrigin: new URL(identity.issuer).origin,
      authIssuer: identity.issuer,
      clientId: identity.clientId,
      businessDomain,
      payment: {
        mode: stripe.secretKey ? 'stripe' : 'test',
        publishableKey: stripe.secretKey ? stripe.publishableKey : null,
      },
    };
    res.json(body);
  });

  return router;
}
