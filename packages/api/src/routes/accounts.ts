import { type RequestHandler, Router } from 'express';
import { captureLeadRequestSchema, createAccountRequestSchema } from '../contract/accounts.ts';
import type { PrismaClient } from '../db.ts';
import { forbidden } from '../http/errors.ts';
import { parseOrThrow } from '../http/validate.ts';
import type { Identity } from '../identity/identity.ts';
import { createAccount } from '../services/accounts.ts';
import { normalizeEmail, toSessionUser } from '../services/people.ts';

interface AccountsRouterDeps {
  prisma: PrismaClient;
  identity: Identity;
  limits: { account: RequestHandler; lead: RequestHandler };
}

export function createAccountsRouter(deps: AccountsRouterDeps): Router {
  const { prisma, identity } = deps;
  const router = Router();

  router.post('/capture-lead', deps.limits.lead, async (req, res) => {
    const lead = parseOrThrow(captureLeadRequestSchema, req.body);
    await prisma.lead.create({
      data: {
        name: lead.name,
        email: normalizeEmail(lead.email),
        businessType: lead.businessType,
        employees: lead.employees || null,
      },
    });
    res.status(201).json({ ok: true });
  });

  router.post('/create-account', deps.limits.account, async (req, res) => {
    const input = parseOrThrow(createAccountRequestSchema, req.body);
    if (identity.external) {
      throw forbidden(
        'Accounts are created on the identity provider’s sign-up screen',
        'provider_signup_required',
      );
    }
    const { user } = await createAccount(prisma, input);
    const token = await identity.issueSessionToken({
      subject: user.identitySubject ?? user.id,
      email: user.email,
      fullName: user.fullName,
    });
    res.status(201).json({ token, user: toSessionUser(user) });
  });

  return router;
}
