import { type RequestHandler, Router } from 'express';
import {
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  verifyEmailRequestSchema,
} from '../contract/accountRecovery.ts';
import type { AccountDeps } from '../services/accounts/accountDeps.ts';
import { confirmEmail } from '../services/accounts/emailVerification.ts';
import { requestPasswordReset, resetPassword } from '../services/accounts/passwordReset.ts';
import { parseOrThrow } from './parse.ts';
import { routePath } from './routePath.ts';

/** The links people follow from their mail, without being signed in: verify an address, reset a password. */
export function createAccountRecoveryRouter(deps: {
  account: AccountDeps;
  embeddedProvider: boolean;
  /** Per-address limit: these mail people or try a token. */
  limit: RequestHandler;
}): Router {
  const router = Router();
  if (!deps.embeddedProvider) return router;
  const noStore: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };

  router.post(routePath('verifyEmail'), deps.limit, noStore, async (req, res) => {
    const { token } = parseOrThrow(verifyEmailRequestSchema, req.body);
    res.json(await confirmEmail(deps.account, token));
  });

  router.post(routePath('passwordReset'), deps.limit, noStore, (req, res) => {
    const { email } = parseOrThrow(passwordResetRequestSchema, req.body);
    requestPasswordReset(deps.account, email);
    res.status(202).json({ sent: true });
  });

  router.post(routePath('passwordResetConfirm'), deps.limit, noStore, async (req, res) => {
    const { token, password } = parseOrThrow(passwordResetConfirmRequestSchema, req.body);
    await resetPassword(deps.account, token, password);
    res.json({ ok: true });
  });

  return router;
}
