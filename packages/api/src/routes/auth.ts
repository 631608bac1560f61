import { type Request, type RequestHandler, type Response, Router } from 'express';
import { type AppConfig, appOrigins } from '../config.ts';
import {
  authCallbackRequestSchema,
  type CallbackResponse,
  type EndSessionResponse,
  endSessionRequestSchema,
  serviceHandoffRequestSchema,
  validateTokenRequestSchema,
  winauthUrlRequestSchema,
} from '../contract/auth.ts';
import type { EndpointName } from '../contract/endpointRoutes.ts';
import type { PrismaClient } from '../db.ts';
import { DomainError } from '../domain/errors.ts';
import type { Identity } from '../domain/ports/identity.ts';
import type { PersonAuthenticator } from '../domain/principal.ts';
import { toSessionUser } from '../services/people.ts';
import { providerSignOutUrl } from '../services/sessions/providerSignOutUrl.ts';
import type { SessionPorts } from '../services/sessions/sessions.ts';
import { signOut } from '../services/sessions/signOut.ts';
import { finishProviderSignIn, startProviderSignIn } from '../services/signIn/providerSignIn.ts';
import { createHandoffUrl } from '../services/suite/handoff.ts';
import { authOf, personOf, requirePerson } from './authContext.ts';
import { parseOrThrow } from './parse.ts';
import { MOUNTS, routePath } from './routePath.ts';

/** An endpoint's path as this router, mounted at `MOUNTS.auth`, registers it. */
const pathOf = (name: EndpointName) => routePath(name, MOUNTS.auth);

const TRANSACTION_COOKIE = 'winhub_auth_tx';
const COOKIE_PATH = MOUNTS.auth;

interface AuthRouterDeps {
  prisma: PrismaClient;
  config: AppConfig;
  identity: Identity;
  /** The person of a session token, with or without an organization (validation, sign-out). */
  personAuthenticator: PersonAuthenticator;
  /** `requireUser` of the http layer: a bearer session token or 401. */
  authenticated: RequestHandler;
  sessions: SessionPorts;
  /**
   * Per-address limit on starting and finishing sign-ins. Token validation is not limited: pages
   * validate on every load, and a signed token cannot be guessed.
   */
  signInLimit: RequestHandler;
}

/** The app origin the request comes from (the business domain's when it is that one), else the public one. */
function requestAppOrigin(config: AppConfig, req: Request): string {
  const requestOrigin = req.get('origin');
  return appOrigins(config).find((candidate) => candidate === requestOrigin) ?? config.publicOrigin;
}

/** The id of the sign-in this browser started, from its signed cookie. */
function browserSignInId(req: Request): string | null {
  const id: unknown = req.signedCookies?.[TRANSACTION_COOKIE];
  return typeof id === 'string' ? id : null;
}

export function createAuthRouter(deps: AuthRouterDeps): Router {
  const { prisma, config, signInLimit } = deps;
  const router = Router();
  const { authenticated } = deps;
  const signedIn = requirePerson(deps.personAuthenticator);
  const cookieOptions = {
    httpOnly: true,
    signed: true,
    sameSite: 'lax' as const,
    secure: config.publicOrigin.startsWith('https://'),
    path: COOKIE_PATH,
  };

  router.post(pathOf('winauthUrl'), signInLimit, async (req, res) => {
    const request = parseOrThrow(winauthUrlRequestSchema, req.body);
    const { authUrl, transactionId } = await startProviderSignIn(
      deps,
      request,
      requestAppOrigin(config, req),
    );
    res.cookie(TRANSACTION_COOKIE, transactionId, { ...cookieOptions, maxAge: 10 * 60_000 });
    res.json({ authUrl });
  });

  router.post(pathOf('authCallback'), signInLimit, async (req, res: Response<CallbackResponse>) => {
    const { search } = parseOrThrow(authCallbackRequestSchema, req.body);
    // a sign-in completes once, whatever its outcome: its cookie goes
    res.clearCookie(TRANSACTION_COOKIE, cookieOptions).set('Cache-Control', 'no-store');
    try {
      const client = { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null };
      res.json(await finishProviderSignIn(deps, browserSignInId(req), search, client));
    } catch (error) {
      // operators see why a sign-in failed: one line with the reason's code
      if (error instanceof DomainError)
        req.log.warn({ reason: error.code }, `sign-in callback failed: ${error.message}`);
      throw error;
    }
  });

  router.post(pathOf('endSessionUrl'), async (req, res: Response<EndSessionResponse>) => {
    const request = parseOrThrow(endSessionRequestSchema, req.body);
    const answer = await providerSignOutUrl(deps, request, requestAppOrigin(config, req));
    res.set('Cache-Control', 'no-store').json(answer);
  });

  router.post(pathOf('signOut'), signedIn, async (_req, res) => {
    await signOut(deps, personOf(res));
    res.set('Cache-Control', 'no-store').json({ ok: true });
  });

  const validate = async (req: Request, res: Response) => {
    const { token } = parseOrThrow(validateTokenRequestSchema, req.body);
    const { person } = await deps.personAuthenticator.authenticate(token);
    res.set('Cache-Control', 'no-store');
    res.json({ user: toSessionUser({ id: person.userId, ...person }) });
  };
  router.post(pathOf('validateToken'), validate);
  router.post(pathOf('validateWinauth'), validate);

  router.post(pathOf('serviceHandoff'), authenticated, async (req, res) => {
    const { service } = parseOrThrow(serviceHandoffRequestSchema, req.body);
    const auth = authOf(res);
    res.set('Cache-Control', 'no-store');
    res.json({
      url: await createHandoffUrl(
        prisma,
        config,
        { userId: auth.userId, sessionId: auth.sessionId, organizationId: auth.organizationId },
        service,
      ),
    });
  });

  return router;
}
