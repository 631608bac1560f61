import express, { type RequestHandler, Router } from 'express';
import type { AppConfig } from '../config.ts';
import type { EndpointName } from '../contract/endpointRoutes.ts';
import { tokenExchangeRequestSchema } from '../contract/suite.ts';
import type { PrismaClient } from '../db.ts';
import { DomainError } from '../domain/errors.ts';
import type { Identity } from '../domain/ports/identity.ts';
import { backChannelLogout, frontChannelLogout } from '../services/sessions/providerLogout.ts';
import type { SessionPorts } from '../services/sessions/sessions.ts';
import { authenticateServiceClient } from '../services/suite/serviceClients.ts';
import { exchangeHandoff, serviceSessionStatus } from '../services/suite/tokenExchange.ts';
import { bearerToken } from './authContext.ts';
import { rejectUnstorableText } from './parse.ts';
import { MOUNTS, routePath } from './routePath.ts';

/** An endpoint's path as this router, mounted at `MOUNTS.auth`, registers it. */
const pathOf = (name: EndpointName) => routePath(name, MOUNTS.auth);

interface SuiteRouterDeps {
  prisma: PrismaClient;
  config: AppConfig;
  identity: Identity;
  sessions: SessionPorts;
  /** Per-address limit on redeeming hand-offs. */
  redeemLimit: RequestHandler;
}

/**
 * What the services call, server to server: redeem a hand-off (Token Exchange, form-encoded), the
 * status call, WinHub's keys; and the back-channel logout WinHub receives from its identity provider.
 * Mounted before the api's JSON-only body parser: these speak `application/x-www-form-urlencoded`.
 */
export function createSuiteRouter(deps: SuiteRouterDeps): Router {
  const { prisma, config, identity } = deps;
  const suite = { prisma, config, tokens: identity.suiteTokens };
  const router = Router();
  const form = [express.urlencoded({ extended: false, limit: '16kb' }), rejectUnstorableText];

  router.post(pathOf('redeemHandoff'), deps.redeemLimit, ...form, async (req, res) => {
    const service = authenticateServiceClient(config.serviceClientSecrets, req.get('authorization'));
    const parsed = tokenExchangeRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      throw new DomainError(
        'invalid',
        'invalid_request',
        parsed.error.issues[0]?.message ?? 'Invalid request',
      );
    }
    res.set('Cache-Control', 'no-store').json(await exchangeHandoff(suite, service, parsed.data));
  });

  router.get(pathOf('serviceSession'), async (req, res) => {
    const token = bearerToken(req);
    if (!token) throw new DomainError('unauthenticated', 'invalid_token', 'Missing bearer token');
    res.set('Cache-Control', 'no-store').json(await serviceSessionStatus(suite, token));
  });

  router.get(pathOf('jwks'), (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(identity.jwks());
  });

  /** Front-Channel Logout: the provider's sign-out page loads this in a hidden frame, hence its framing headers. */
  router.get(pathOf('frontchannelLogout'), deps.redeemLimit, async (req, res) => {
    const issuer = typeof req.query.iss === 'string' ? req.query.iss : '';
    const sid = typeof req.query.sid === 'string' ? req.query.sid : '';
    await frontChannelLogout(deps, { issuer, sid });
    res
      .set('Cache-Control', 'no-store')
      .set('Content-Security-Policy', `frame-ancestors ${new URL(issuer).origin}`)
      .removeHeader('X-Frame-Options');
    res.json({ ok: true });
  });

  router.post(pathOf('backchannelLogout'), ...form, async (req, res) => {
    const logoutToken = (req.body as Record<string, unknown> | undefined)?.logout_token;
    if (typeof logoutToken !== 'string' || logoutToken.length > 8192) {
      throw new DomainError('invalid', 'invalid_request', 'logout_token is required');
    }
    await backChannelLogout(deps, logoutToken);
    res.set('Cache-Control', 'no-store').json({ ok: true });
  });

  return router;
}
