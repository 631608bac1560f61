import { type NextFunction, type Request, type RequestHandler, type Response, Router } from 'express';
import {
  passkeyAddRequestSchema,
  passwordChangeRequestSchema,
  profileUpdateRequestSchema,
  stepUpPasswordSchema,
  stepUpRequestSchema,
  totpEnableRequestSchema,
} from '../contract/accountPage.ts';
import { conflict } from '../domain/errors.ts';
import type { AccountDeps } from '../services/accounts/accountDeps.ts';
import { accountSummary, changePassword, updateFullName } from '../services/accounts/accountProfile.ts';
import { resendVerification } from '../services/accounts/emailVerification.ts';
import { confirmStepUp } from '../services/accounts/stepUp.ts';
import { addPasskey, passkeyRegistrationOptions, removePasskey } from '../services/passkeys/passkeys.ts';
import type { WebAuthnSettings } from '../services/passkeys/webauthnSettings.ts';
import { listActiveSessions } from '../services/sessions/listSessions.ts';
import { signOutEverywhere, signOutSession } from '../services/sessions/signOut.ts';
import { listActivity } from '../services/signIn/activity.ts';
import {
  disableTotp,
  enableTotp,
  regenerateRecoveryCodes,
  startTotpSetup,
} from '../services/twoFactor/totp.ts';
import { personOf } from './authContext.ts';
import { parseOrThrow } from './parse.ts';
import { routePath } from './routePath.ts';

interface AccountPageRouterDeps {
  account: AccountDeps;
  webauthn: WebAuthnSettings;
  /** False with an external provider: its account page holds all of this. */
  embeddedProvider: boolean;
  /** The signed-in person, with or without an organization (one's second-factor rule still holds). */
  accountHolder: RequestHandler;
  /** Per-address limit on what mails or checks a password. */
  sensitiveLimit: RequestHandler;
}

const atProvider = (_req: Request, _res: Response, next: NextFunction) =>
  next(
    conflict('accounts_at_provider', 'Your sign-in provider manages your account: open its account page.'),
  );

/** The account page of the embedded provider (`/api/account`): profile, password, two factors, sessions, activity. */
export function createAccountPageRouter(deps: AccountPageRouterDeps): Router {
  const { account, webauthn } = deps;
  const router = Router();
  if (!deps.embeddedProvider) {
    router.use(routePath('account'), atProvider);
    return router;
  }
  router.use(routePath('account'), deps.accountHolder, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  const ok = (res: Response) => res.json({ ok: true });

  router.get(routePath('account'), async (_req, res) => {
    res.json(await accountSummary(account, personOf(res).userId));
  });

  router.patch(routePath('profileUpdate'), async (req, res) => {
    const { fullName } = parseOrThrow(profileUpdateRequestSchema, req.body);
    await updateFullName(account, personOf(res).userId, fullName);
    ok(res);
  });

  router.post(routePath('passwordChange'), deps.sensitiveLimit, async (req, res) => {
    const input = parseOrThrow(passwordChangeRequestSchema, req.body);
    const person = personOf(res);
    await changePassword(account, person.userId, person.sessionId, input);
    ok(res);
  });

  router.post(routePath('resendVerification'), deps.sensitiveLimit, async (_req, res) => {
    await resendVerification(account, personOf(res).userId);
    res.status(202);
    ok(res);
  });

  // adding or removing a factor needs the password given with it, or a step-up confirmed in this session
  router.post(routePath('stepUp'), deps.sensitiveLimit, async (req, res) => {
    const proof = parseOrThrow(stepUpRequestSchema, req.body);
    const { confirmedUntil } = await confirmStepUp(account, personOf(res), proof);
    res.json({ ok: true, confirmedUntil: confirmedUntil.toISOString() });
  });
  router.post(routePath('totpSetup'), async (_req, res) => {
    res.json(await startTotpSetup(account, personOf(res)));
  });
  router.post(routePath('totpEnable'), deps.sensitiveLimit, async (req, res) => {
    const { code } = parseOrThrow(totpEnableRequestSchema, req.body);
    res.json({ recoveryCodes: await enableTotp(account, personOf(res), code) });
  });
  router.post(routePath('totpDisable'), deps.sensitiveLimit, async (req, res) => {
    const { password } = parseOrThrow(stepUpPasswordSchema, req.body);
    await disableTotp(account, personOf(res), password);
    ok(res);
  });
  router.post(routePath('recoveryCodes'), deps.sensitiveLimit, async (req, res) => {
    const { password } = parseOrThrow(stepUpPasswordSchema, req.body);
    res.json({ recoveryCodes: await regenerateRecoveryCodes(account, personOf(res), password) });
  });

  router.post(routePath('passkeyOptions'), async (_req, res) => {
    res.json(await passkeyRegistrationOptions(account, webauthn, personOf(res)));
  });
  router.post(routePath('passkeyAdd'), async (req, res) => {
    const input = parseOrThrow(passkeyAddRequestSchema, req.body);
    res.status(201).json(await addPasskey(account, webauthn, personOf(res), input));
  });
  router.post(routePath('passkeyRemove'), deps.sensitiveLimit, async (req, res) => {
    const { password } = parseOrThrow(stepUpPasswordSchema, req.body);
    await removePasskey(account, personOf(res), String(req.params.id), password);
    ok(res);
  });

  router.get(routePath('sessions'), async (_req, res) => {
    const person = personOf(res);
    res.json({ sessions: await listActiveSessions(account.prisma, person.userId, person.sessionId) });
  });
  router.post(routePath('signOutEverywhere'), async (_req, res) => {
    await signOutEverywhere(account, personOf(res));
    ok(res);
  });
  router.post(routePath('sessionSignOut'), async (req, res) => {
    await signOutSession(account, personOf(res), String(req.params.id));
    ok(res);
  });

  router.get(routePath('activity'), async (_req, res) => {
    res.json({ events: await listActivity(account.prisma, personOf(res).userId) });
  });

  return router;
}
