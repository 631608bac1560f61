import { type RequestHandler, Router } from 'express';
import { captureLeadRequestSchema, createAccountRequestSchema } from '../contract/signUp.ts';
import type { PrismaClient } from '../db.ts';
import type { Identity } from '../domain/ports/identity.ts';
import type { AccountDeps } from '../services/accounts/accountDeps.ts';
import { captureLead } from '../services/accounts/captureLead.ts';
import { createAccountSignedIn } from '../services/accounts/createAccountSignedIn.ts';
import { parseOrThrow } from './parse.ts';
import { routePath } from './routePath.ts';
import { signInContextOf } from './signInContext.ts';

interface SignUpRouterDeps {
  prisma: PrismaClient;
  identity: Identity;
  account: AccountDeps;
  limits: { account: RequestHandler; lead: RequestHandler };
}

/** The two sign-ups without a provider screen: the home registration section's lead, /register's account. */
export function createSignUpRouter(deps: SignUpRouterDeps): Router {
  const router = Router();

  router.post(routePath('captureLead'), deps.limits.lead, async (req, res) => {
    await captureLead(deps.prisma, parseOrThrow(captureLeadRequestSchema, req.body));
    res.status(201).json({ ok: true });
  });

  router.post(routePath('createAccount'), deps.limits.account, async (req, res) => {
    const request = parseOrThrow(createAccountRequestSchema, req.body);
    res.status(201).json(await createAccountSignedIn(deps, request, () => signInContextOf(req, res)));
  });

  return router;
}
