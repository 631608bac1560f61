import { type RequestHandler, Router } from 'express';
import { captureLeadRequestSchema, createAccountRequestSchema } from '../contract/accounts.ts';
import type { PrismaClient } from '../db.ts';
import { forbidden } from '../domain/errors.ts';
import type { Identity } from '../identity/identity.ts';
import type { AccountDeps } from '../services/accounts/accountDeps.ts';
import { captureLead } from '../services/accounts/captureLead.ts';
import { createAccount } from '../services/accounts/createAccount.ts';
import { toSessionUser } from '../services/people.ts';
import { startSession } from '../services/sessions/sessions.ts';
import { isNewBrowser } from '../services/signIn/activity.ts';
import { parseOrThrow } from './parse.ts';
import { routePath } from './routePath.ts';
import { signInContextOf } from './signInContext.ts';

interface AccountsRouterDeps {
  prisma: PrismaClient;
  identity: Identity;
  account: AccountDeps;
  limits: { account: RequestHandler; lead: RequestHandler };
}

export function createAccountsRouter(deps: AccountsRouterDeps): Router {
  const { prisma, identity } = deps;
  const router = Router();

  router.post(routePath('captureLead'), deps.limits.lead, async (req, res) => {
    await captureLead(prisma, parseOrThrow(captureLeadRequestSchema, req.body));
    res.status(201).json({ ok: true });
  });

  router.post(routePath('createAccount'), deps.limits.account, async (req, res) => {
    const input = parseOrThrow(createAccountRequestSchema, req.body);
    if (identity.external) {
      throw forbidden(
        'provider_signup_required',
        'Accounts are created on the identity provider’s sign-up screen',
      );
    }
    const context = signInContextOf(req, res);
    const { user } = await createAccount(deps.account, {
      email: input.email,
      fullName: input.fullName,
      password: input.password,
      organization: {
        name: input.organizationName,
        businessType: input.businessType || null,
        employees: input.employees || null,
      },
    });
    // the browser that signed up is the account's first: a later sign-in from it is no news
    await isNewBrowser(prisma, user.id, context.browserId);
    const sessionId = await startSession(prisma, {
      userId: user.id,
      method: 'sign_up',
      ip: context.ip,
      userAgent: context.userAgent,
    });
    const token = await identity.issueSessionToken({
      subject: user.identitySubject ?? user.id,
      email: user.email,
      fullName: user.fullName,
      sessionId,
    });
    res.status(201).json({ token, user: toSessionUser(user) });
  });

  return router;
}
