import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { passkeySignInRequestSchema, secondFactorCodeRequestSchema } from '../contract/account.ts';
import { passwordRule } from '../contract/accounts.ts';
import { DomainError } from '../domain/errors.ts';
import { PASSKEY_SCRIPT } from '../identity/embedded/passkeyScript.ts';
import { SCREENS_CSS } from '../identity/embedded/screens.css.ts';
import {
  PASSKEY_SCRIPT_ROUTE,
  renderProviderError,
  renderSignIn,
  renderSignUp,
  SCREENS_CSS_ROUTE,
  WEBAUTHN_BROWSER_ROUTE,
} from '../identity/embedded/screens.ts';
import {
  renderSecondFactor,
  type SecondFactorScreenMethod,
} from '../identity/embedded/secondFactorScreen.ts';
import type { AccountDeps } from '../services/accounts/accountDeps.ts';
import { createAccount } from '../services/accounts/createAccount.ts';
import { passkeySignInOptions, signInWithPasskey } from '../services/passkeys/passkeySignIn.ts';
import type { WebAuthnSettings } from '../services/passkeys/webauthnSettings.ts';
import { signInWithPassword } from '../services/signIn/passwordSignIn.ts';
import {
  awaitedSecondFactors,
  pendingSecondFactorMethods,
  verifySecondFactorCode,
} from '../services/signIn/secondFactor.ts';
import { lockedMessage } from '../services/signIn/throttlePolicy.ts';
import { parseOrThrow, rejectUnstorableText } from './parse.ts';
import { signInContextOf } from './signInContext.ts';

const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
const ORGANIZATION_INACTIVE_MESSAGE =
  'Your organization is no longer active on WinHub. Ask its administrator or WinHub support to reactivate it.';

/** The `amr` (RFC 8176) the ID token carries for each way of signing in; `rc` marks a recovery code. */
const AMR = {
  password: ['pwd'],
  totp: ['pwd', 'otp', 'mfa'],
  recovery_code: ['pwd', 'rc', 'mfa'],
  passkey: ['swk', 'user'],
} as const;

const signUpForm = z.object({
  fullName: z.string().trim().min(2, 'Name must be at least 2 characters').max(200, 'Name is too long'),
  email: z.email('Enter a valid email address').max(320, 'Enter a valid email address'),
  password: passwordRule,
});

const formField = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};
const stringParam = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** WebAuthn's browser library, served to the provider screens from the same origin. */
const webauthnBrowserBundle = () => {
  const entry = createRequire(import.meta.url).resolve('@simplewebauthn/browser');
  return readFileSync(path.join(entry, '../../dist/bundle/index.umd.min.js'), 'utf8');
};

interface InteractionDeps {
  provider: Provider;
  mount: string;
  account: AccountDeps;
  webauthn: WebAuthnSettings;
}

/** Grants the first-party client what it asked for: WinHub's own apps need no consent screen. */
async function autoConsent(provider: Provider, req: Request, res: Response) {
  const { prompt, params, session, grantId } = await provider.interactionDetails(req, res);
  const accountId = session?.accountId;
  if (!accountId) throw new Error('Consent without a session');
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: String(params.client_id) });
  const details = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const savedGrantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId: savedGrantId } },
    { mergeWithLastSubmission: true },
  );
}

/**
 * The embedded provider's own screens and their JSON twins: sign-in (password, then a second factor when
 * one is set up, or a passkey alone), sign-up (screen_hint=signup), and silent consent. WinHub's /login
 * posts the same fields with `Accept: application/json` (the person types their credentials once, on
 * /login) and gets `{ location }`, `{ secondFactor }` or a JSON error instead of a screen.
 */
export function createInteractionRouter(deps: InteractionDeps): Router {
  const { provider, mount, account, webauthn } = deps;
  const router = Router();
  const body = [
    express.urlencoded({ extended: false, limit: '10kb' }),
    express.json({ limit: '16kb' }),
    rejectUnstorableText,
  ];
  const wantsJson = (req: Request) => req.accepts(['html', 'json']) === 'json';
  const screenOf = (uid: string) => `${mount}/interaction/${uid}`;

  const finish = async (req: Request, res: Response, subject: string, method: keyof typeof AMR) => {
    const login = { login: { accountId: subject, amr: [...AMR[method]] } };
    res.set('Cache-Control', 'no-store');
    if (!wantsJson(req))
      return provider.interactionFinished(req, res, login, { mergeWithLastSubmission: false });
    const location = await provider.interactionResult(req, res, login, { mergeWithLastSubmission: false });
    return res.json({ location });
  };

  router.get(SCREENS_CSS_ROUTE, (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(SCREENS_CSS);
  });
  router.get(PASSKEY_SCRIPT_ROUTE, (_req, res) => {
    res.type('js').set('Cache-Control', 'public, max-age=3600').send(PASSKEY_SCRIPT);
  });
  const bundle = webauthnBrowserBundle();
  router.get(WEBAUTHN_BROWSER_ROUTE, (_req, res) => {
    res.type('js').set('Cache-Control', 'public, max-age=86400').send(bundle);
  });

  router.get('/interaction/:uid', async (req, res) => {
    const { uid, prompt, params } = await provider.interactionDetails(req, res);
    if (prompt.name === 'consent') return autoConsent(provider, req, res);
    const requested = stringParam(req.query.screen);
    res.set('Cache-Control', 'no-store').type('html');
    if (requested === 'totp' || requested === 'recovery') {
      const methods = await awaitedSecondFactors(account.prisma, uid);
      if (methods) {
        return res.send(
          renderSecondFactor({
            mount,
            uid,
            methods,
            using: requested === 'recovery' ? 'recovery_code' : 'totp',
          }),
        );
      }
    }
    const signUp = requested ? requested === 'signup' : params.screen_hint === 'signup';
    const email = stringParam(params.login_hint);
    if (signUp)
      return res.send(renderSignUp({ mount, uid, email, fullName: stringParam(params.prefill_name) }));
    return res.send(renderSignIn({ mount, uid, email }));
  });

  router.post('/interaction/:uid/login', ...body, async (req, res) => {
    const { uid, prompt } = await provider.interactionDetails(req, res);
    const email = formField(req.body, 'email');
    if (prompt.name !== 'login') {
      return wantsJson(req) ? res.json({ location: screenOf(uid) }) : res.redirect(303, screenOf(uid));
    }
    const result = await signInWithPassword(
      account,
      { email, password: formField(req.body, 'password'), interactionUid: uid },
      signInContextOf(req, res),
    );
    res.set('Cache-Control', 'no-store');
    if (result.outcome === 'signed-in') return finish(req, res, result.subject, 'password');
    if (result.outcome === 'second-factor') {
      if (wantsJson(req)) return res.json({ secondFactor: { methods: result.methods } });
      return res
        .type('html')
        .send(renderSecondFactor({ mount, uid, methods: result.methods, using: 'totp' }));
    }
    const refusal =
      result.outcome === 'locked'
        ? { status: 429, code: 'locked', message: lockedMessage(result.retryAfterSeconds) }
        : result.outcome === 'organization-inactive'
          ? { status: 401, code: 'organization_inactive', message: ORGANIZATION_INACTIVE_MESSAGE }
          : { status: 401, code: 'invalid_credentials', message: INVALID_CREDENTIALS_MESSAGE };
    res.status(refusal.status);
    if (result.outcome === 'locked') res.set('Retry-After', String(result.retryAfterSeconds));
    if (wantsJson(req)) {
      const details =
        result.outcome === 'locked' ? { retryAfterSeconds: result.retryAfterSeconds } : undefined;
      return res.json({
        error: { code: refusal.code, message: refusal.message, ...(details ? { details } : {}) },
      });
    }
    res.type('html');
    if (result.outcome === 'organization-inactive')
      return res.send(renderProviderError(mount, refusal.message));
    return res.send(renderSignIn({ mount, uid, email, error: refusal.message }));
  });

  router.post('/interaction/:uid/second-factor', ...body, async (req, res) => {
    const { uid } = await provider.interactionDetails(req, res);
    const input = parseOrThrow(secondFactorCodeRequestSchema, {
      method: formField(req.body, 'method'),
      code: formField(req.body, 'code'),
    });
    try {
      const { subject } = await verifySecondFactorCode(account, uid, input, signInContextOf(req, res));
      return await finish(req, res, subject, input.method);
    } catch (error) {
      if (wantsJson(req) || !(error instanceof DomainError) || error.code === 'second_factor_expired')
        throw error;
      const methods: SecondFactorScreenMethod[] = await pendingSecondFactorMethods(account.prisma, uid);
      return res
        .status(error.kind === 'too_many_attempts' ? 429 : 401)
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(renderSecondFactor({ mount, uid, methods, using: input.method, error: error.message }));
    }
  });

  router.post('/interaction/:uid/passkey/options', ...body, async (req, res) => {
    const { uid } = await provider.interactionDetails(req, res);
    res.set('Cache-Control', 'no-store').json(await passkeySignInOptions(account, webauthn, uid));
  });

  router.post('/interaction/:uid/passkey', ...body, async (req, res) => {
    const { uid } = await provider.interactionDetails(req, res);
    const { response } = parseOrThrow(passkeySignInRequestSchema, req.body);
    const { subject } = await signInWithPasskey(account, webauthn, uid, response, signInContextOf(req, res));
    const login = { login: { accountId: subject, amr: [...AMR.passkey] } };
    const location = await provider.interactionResult(req, res, login, { mergeWithLastSubmission: false });
    res.set('Cache-Control', 'no-store').json({ location });
  });

  router.post('/interaction/:uid/register', ...body, async (req, res) => {
    const { uid } = await provider.interactionDetails(req, res);
    const submitted = {
      fullName: formField(req.body, 'fullName'),
      email: formField(req.body, 'email').trim(),
      password: formField(req.body, 'password'),
    };
    const showError = (status: number, error: string) =>
      res
        .status(status)
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(renderSignUp({ mount, uid, error, ...submitted }));
    const parsed = signUpForm.safeParse(submitted);
    if (!parsed.success) return showError(400, parsed.error.issues[0]?.message ?? 'Check the form');
    const { browserId } = signInContextOf(req, res);
    try {
      const { user } = await createAccount(account, parsed.data, browserId);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.identitySubject ?? user.id, amr: [...AMR.password] } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'email_taken')
        return showError(409, 'An account with this email already exists.');
      throw error;
    }
  });

  return router;
}
