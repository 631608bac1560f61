import express, { type Request, type Response, Router } from 'express';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { PrismaClient } from '../../db.ts';
import { rejectUnstorableText } from '../../http/validate.ts';
import { normalizeEmail } from '../../services/people.ts';
import { authenticateAccount, EmailTakenError, registerAccount } from './accounts.ts';
import { SCREENS_CSS } from './screens.css.ts';
import { renderProviderError, renderSignIn, renderSignUp, SCREENS_CSS_ROUTE } from './screens.ts';

const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
const ORGANIZATION_INACTIVE_MESSAGE =
  'Your organization is no longer active on WinHub. Ask its administrator or WinHub support to reactivate it.';

const signUpForm = z.object({
  fullName: z.string().trim().min(2, 'Name must be at least 2 characters').max(200, 'Name is too long'),
  email: z.email('Enter a valid email address').max(320, 'Enter a valid email address'),
  password: z.string().min(6, 'Password must be at least 6 characters').max(200, 'Password is too long'),
});

const formField = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};
const stringParam = (value: unknown) => (typeof value === 'string' ? value : undefined);

interface InteractionDeps {
  provider: Provider;
  prisma: PrismaClient;
  mount: string;
}

/** Grants the first-party client what it asked for: WinHub's own apps need no consent screen. */
async function autoConsent(deps: InteractionDeps, req: Request, res: Response) {
  const { prompt, params, session, grantId } = await deps.provider.interactionDetails(req, res);
  const accountId = session?.accountId;
  if (!accountId) throw new Error('Consent without a session');
  const grant =
    (grantId ? await deps.provider.Grant.find(grantId) : undefined) ??
    new deps.provider.Grant({ accountId, clientId: String(params.client_id) });
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
  await deps.provider.interactionFinished(
    req,
    res,
    { consent: { grantId: savedGrantId } },
    { mergeWithLastSubmission: true },
  );
}

/** The provider's own screens: sign-in, sign-up (screen_hint=signup), and silent consent. */
export function createInteractionRouter(deps: InteractionDeps): Router {
  const { provider, prisma, mount } = deps;
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '10kb' });

  router.get(SCREENS_CSS_ROUTE, (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(SCREENS_CSS);
  });

  router.get('/interaction/:uid', async (req, res) => {
    const { uid, prompt, params } = await provider.interactionDetails(req, res);
    if (prompt.name === 'consent') return autoConsent(deps, req, res);
    const requested = stringParam(req.query.screen);
    const signUp = requested ? requested === 'signup' : params.screen_hint === 'signup';
    const email = stringParam(params.login_hint);
    res.set('Cache-Control', 'no-store').type('html');
    if (signUp) {
      res.send(renderSignUp({ mount, uid, email, fullName: stringParam(params.prefill_name) }));
    } else {
      res.send(renderSignIn({ mount, uid, email }));
    }
  });

  /**
   * The sign-in form. WinHub's own /login posts the same fields with `Accept: application/json` (the person
   * types their credentials once, on /login): it gets `{ location }` to continue the authorization at, or
   * a 401 JSON error, instead of a redirect or this screen.
   */
  router.post('/interaction/:uid/login', form, rejectUnstorableText, async (req, res) => {
    const { uid, prompt } = await provider.interactionDetails(req, res);
    const wantsJson = req.accepts(['html', 'json']) === 'json';
    const email = formField(req.body, 'email');
    if (prompt.name !== 'login') {
      const screen = `${mount}/interaction/${uid}`;
      return wantsJson ? res.json({ location: screen }) : res.redirect(303, screen);
    }
    const result = await authenticateAccount(prisma, email, formField(req.body, 'password'));
    res.set('Cache-Control', 'no-store');
    if (result.outcome === 'signed-in') {
      const login = { login: { accountId: result.accountId } };
      if (!wantsJson)
        return provider.interactionFinished(req, res, login, { mergeWithLastSubmission: false });
      const location = await provider.interactionResult(req, res, login, { mergeWithLastSubmission: false });
      return res.json({ location });
    }
    const refusal =
      result.outcome === 'organization-inactive'
        ? { code: 'organization_inactive', message: ORGANIZATION_INACTIVE_MESSAGE }
        : { code: 'invalid_credentials', message: INVALID_CREDENTIALS_MESSAGE };
    res.status(401);
    if (wantsJson) return res.json({ error: refusal });
    res.type('html');
    if (result.outcome === 'organization-inactive')
      return res.send(renderProviderError(mount, refusal.message));
    return res.send(renderSignIn({ mount, uid, email, error: refusal.message }));
  });

  router.post('/interaction/:uid/register', form, rejectUnstorableText, async (req, res) => {
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
    try {
      const accountId = await registerAccount(prisma, {
        ...parsed.data,
        email: normalizeEmail(parsed.data.email),
      });
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      if (error instanceof EmailTakenError)
        return showError(409, 'An account with this email already exists.');
      throw error;
    }
  });

  return router;
}
