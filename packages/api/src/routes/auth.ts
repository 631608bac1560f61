import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { type AppConfig, appOrigins } from '../config.ts';
import {
  authCallbackRequestSchema,
  handoffRedeemRequestSchema,
  serviceHandoffRequestSchema,
  validateTokenRequestSchema,
  winauthUrlRequestSchema,
} from '../contract/auth.ts';
import type { SessionResponse } from '../contract/common.ts';
import type { PrismaClient } from '../db.ts';
import type { Authenticator } from '../http/authenticator.ts';
import { badRequest } from '../http/errors.ts';
import { authOf, requireUser } from '../http/requireUser.ts';
import { parseOrThrow } from '../http/validate.ts';
import { callbackUris } from '../identity/createIdentity.ts';
import type { Identity } from '../identity/identity.ts';
import { createHandoffUrl, redeemHandoff } from '../services/handoff.ts';
import { toSessionUser } from '../services/people.ts';
import { userForProviderIdentity } from '../services/signIn.ts';

const TRANSACTION_COOKIE = 'winhub_auth_tx';
const COOKIE_PATH = '/api/auth';

const transactionSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirectUri: z.string(),
});

interface AuthRouterDeps {
  prisma: PrismaClient;
  config: AppConfig;
  identity: Identity;
  authenticator: Authenticator;
}

/** The callback on the app origin the request comes from (the business domain's when it is that one). */
function defaultRedirectUri(config: AppConfig, req: Request): string {
  const requestOrigin = req.get('origin');
  const origin = appOrigins(config).find((candidate) => candidate === requestOrigin) ?? config.publicOrigin;
  return `${origin}/auth-callback`;
}

function readTransaction(req: Request) {
  const raw: unknown = req.signedCookies?.[TRANSACTION_COOKIE];
  if (typeof raw !== 'string') {
    throw badRequest(
      'The sign-in session is missing or has expired. Start signing in again.',
      'missing_transaction',
    );
  }
  try {
    return transactionSchema.parse(JSON.parse(raw));
  } catch {
    throw badRequest('The sign-in session is unreadable. Start signing in again.', 'missing_transaction');
  }
}

export function createAuthRouter(deps: AuthRouterDeps): Router {
  const { prisma, config, identity } = deps;
  const router = Router();
  const cookieOptions = {
    httpOnly: true,
    signed: true,
    sameSite: 'lax' as const,
    secure: config.publicOrigin.startsWith('https://'),
    path: COOKIE_PATH,
  };

  router.post('/winauth-url', async (req, res) => {
    const body = parseOrThrow(winauthUrlRequestSchema, req.body);
    const redirectUri = body.redirectUri ?? defaultRedirectUri(config, req);
    if (!callbackUris(config).includes(redirectUri)) {
      throw badRequest('redirectUri is not an allowed WinHub address', 'redirect_uri_not_allowed');
    }
    const { authUrl, transaction } = await identity.startAuthorization({
      redirectUri,
      isRegistration: body.isRegistration,
      prefill: body.prefillData,
    });
    res.cookie(TRANSACTION_COOKIE, JSON.stringify(transaction), { ...cookieOptions, maxAge: 10 * 60_000 });
    res.json({ authUrl });
  });

  router.post('/callback', async (req, res: Response<SessionResponse>) => {
    const { search } = parseOrThrow(authCallbackRequestSchema, req.body);
    const transaction = readTransaction(req);
    res.clearCookie(TRANSACTION_COOKIE, cookieOptions);
    const { accessToken, identity: person } = await identity.completeAuthorization(transaction, search);
    const user = await userForProviderIdentity(prisma, person);
    res.json({ token: accessToken, user: toSessionUser(user) });
  });

  const validate = async (req: Request, res: Response) => {
    const { token } = parseOrThrow(validateTokenRequestSchema, req.body);
    const auth = await deps.authenticator.authenticate(token);
    res.set('Cache-Control', 'no-store');
    res.json({ user: toSessionUser({ id: auth.userId, email: auth.email, fullName: auth.fullName }) });
  };
  router.post('/validate-winauth-token', validate);
  router.post('/validate-winauth', validate);

  router.post('/service-handoff', requireUser(deps.authenticator), async (req, res) => {
    const { service } = parseOrThrow(serviceHandoffRequestSchema, req.body);
    res.set('Cache-Control', 'no-store');
    res.json({ url: await createHandoffUrl(prisma, config, authOf(res).userId, service) });
  });

  router.post('/service-handoff/redeem', async (req, res) => {
    const { token, service } = parseOrThrow(handoffRedeemRequestSchema, req.body);
    const user = await redeemHandoff(prisma, config, token, service);
    res.set('Cache-Control', 'no-store');
    res.json({
      user: { ...toSessionUser(user), role: user.role },
      organization: {
        id: user.organization.id,
        name: user.organization.name,
        subscriptionType: user.organization.subscriptionType,
      },
    });
  });

  return router;
}
