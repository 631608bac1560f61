import { Router } from 'express';
import type { AppConfig } from '../config.ts';
import type { RuntimeConfig } from '../contract/system.ts';
import { routePath } from './routePath.ts';

export function createSystemRouter(deps: { config: AppConfig }): Router {
  const router = Router();

  const { identity, stripe, businessDomain } = deps.config;
  const runtimeConfig: RuntimeConfig = {
    productKey: 'winhub',
    authOrigin: new URL(identity.issuer).origin,
    authIssuer: identity.issuer,
    clientId: identity.clientId,
    accountsAtProvider: identity.externalIssuer !== null,
    businessDomain,
    payment: {
      mode: stripe.secretKey ? 'stripe' : 'test',
      publishableKey: stripe.secretKey ? stripe.publishableKey : null,
    },
  };
  // fixed for the life of the process: serialized once, sent as text (written with the headers in one go)
  const body = JSON.stringify(runtimeConfig);
  const length = String(Buffer.byteLength(body));
  router.get(routePath('config'), (_req, res) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', length);
    res.end(body);
  });

  return router;
}
