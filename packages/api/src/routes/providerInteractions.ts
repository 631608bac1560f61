import { type Request, type RequestHandler, type Response, Router } from 'express';
import {
  passkeySignInRequestSchema,
  providerSignUpRequestSchema,
  secondFactorCodeRequestSchema,
} from '../contract/providerSignIn.ts';
import { DomainError } from '../domain/errors.ts';
import type { ProviderInteraction, ProviderScreens } from '../domain/ports/providerInteraction.ts';
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
import { unlockWithLink } from '../services/signIn/unlockLink.ts';
import { formField, interactionAnswer, interactionBody } from './interactionAnswer.ts';
import { parseOrThrow } from './parse.ts';
import { signInContextOf } from './signInContext.ts';

const isRefusal = (error: unknown, code: string) => error instanceof DomainError && error.code === code;

interface InteractionRouterDeps {
  /** The interaction the request's cookie names (the identity adapter's). */
  interactionOf: (req: Request, res: Response) => Promise<ProviderInteraction>;
  screens: ProviderScreens;
  account: AccountDeps;
  webauthn: WebAuthnSettings;
  /** Per-address limits on password sign-ins and on sign-ups. */
  limits: { signIn: RequestHandler; signUp: RequestHandler };
}

/**
 * The embedded provider's own screens and their JSON twins: sign-in (password, then a second factor when
 * one is set up, or a passkey alone), sign-up (screen_hint=signup), and silent consent. WinHub's /login
 * posts the same fields with `Accept: application/json` (the person types their credentials once, on
 * /login) and gets `{ location }`, `{ secondFactor }` or a JSON error instead of a screen.
 */
export function createInteractionRouter(deps: InteractionRouterDeps): Router {
  const { account, webauthn, screens } = deps;
  const router = Router();

  router.get('/interaction/:uid', async (req, res) => {
    const interaction = await deps.interactionOf(req, res);
    const { uid, hints } = interaction;
    const answer = interactionAnswer(req, res);
    if (interaction.prompt === 'consent') return answer.continueAt(await interaction.consent());
    const requested = typeof req.query.screen === 'string' ? req.query.screen : undefined;
    const methods =
      requested === 'totp' || requested === 'recovery'
        ? await awaitedSecondFactors(account.prisma, uid)
        : null;
    if (methods) {
      return answer.show(
        screens.secondFactor({ uid, methods, using: requested === 'recovery' ? 'recovery_code' : 'totp' }),
      );
    }
    const signUp = requested ? requested === 'signup' : hints.screen === 'signup';
    answer.show(
      signUp
        ? screens.signUp({ uid, email: hints.email, fullName: hints.fullName })
        : screens.signIn({ uid, email: hints.email }),
    );
  });

  router.post('/interaction/:uid/login', deps.limits.signIn, ...interactionBody, async (req, res) => {
    const interaction = await deps.interactionOf(req, res);
    const { uid } = interaction;
    const answer = interactionAnswer(req, res);
    if (interaction.prompt !== 'login') return answer.continueAt(`${req.baseUrl}/interaction/${uid}`);
    const email = formField(req.body, 'email');
    // an inactive organization is not mended by typing again: the problem screen, with the way back
    answer.refusedWith(({ message }, error) =>
      isRefusal(error, 'organization_inactive')
        ? screens.problem(message)
        : screens.signIn({ uid, email, error: message }),
    );
    const credentials = { email, password: formField(req.body, 'password'), interactionUid: uid };
    const result = await signInWithPassword(account, credentials, signInContextOf(req, res));
    if (result.outcome === 'signed-in')
      return answer.continueAt(await interaction.signIn(result.subject, 'password'));
    const { methods } = result;
    answer.show(screens.secondFactor({ uid, methods, using: 'totp' }), { secondFactor: { methods } });
  });

  router.post('/interaction/:uid/second-factor', ...interactionBody, async (req, res) => {
    const interaction = await deps.interactionOf(req, res);
    const { uid } = interaction;
    const answer = interactionAnswer(req, res);
    const methods = await pendingSecondFactorMethods(account.prisma, uid);
    const using = formField(req.body, 'method') === 'recovery_code' ? 'recovery_code' : 'totp';
    // five wrong codes end the step: then the password is asked again, from the problem screen
    answer.refusedWith(({ message }, error) =>
      isRefusal(error, 'second_factor_expired')
        ? screens.problem(message)
        : screens.secondFactor({ uid, methods, using, error: message }),
    );
    const input = parseOrThrow(secondFactorCodeRequestSchema, {
      method: formField(req.body, 'method'),
      code: formField(req.body, 'code'),
    });
    const { subject } = await verifySecondFactorCode(account, uid, input, signInContextOf(req, res));
    answer.continueAt(await interaction.signIn(subject, input.method));
  });

  router.post('/interaction/:uid/passkey/options', ...interactionBody, async (req, res) => {
    const { uid } = await deps.interactionOf(req, res);
    res.set('Cache-Control', 'no-store').json(await passkeySignInOptions(account, webauthn, uid));
  });

  router.post('/interaction/:uid/passkey', ...interactionBody, async (req, res) => {
    const interaction = await deps.interactionOf(req, res);
    const answer = interactionAnswer(req, res);
    const { response } = parseOrThrow(passkeySignInRequestSchema, req.body);
    const context = signInContextOf(req, res);
    const { subject } = await signInWithPasskey(account, webauthn, interaction.uid, response, context);
    answer.continueAt(await interaction.signIn(subject, 'passkey'));
  });

  router.post('/interaction/:uid/register', deps.limits.signUp, ...interactionBody, async (req, res) => {
    const interaction = await deps.interactionOf(req, res);
    const answer = interactionAnswer(req, res);
    const typed = { fullName: formField(req.body, 'fullName'), email: formField(req.body, 'email') };
    answer.refusedWith(({ message }) => screens.signUp({ uid: interaction.uid, error: message, ...typed }));
    const form = parseOrThrow(providerSignUpRequestSchema, {
      ...typed,
      password: formField(req.body, 'password'),
    });
    const { user } = await createAccount(account, form, signInContextOf(req, res));
    answer.continueAt(await interaction.signIn(user.identitySubject ?? user.id, 'password'));
  });

  // a mailed unlock link (its page, then its button): once taken, this browser is trusted by the account
  router.get('/unlock', (req, res) => {
    interactionAnswer(req, res).show(screens.unlock({ token: formField(req.query, 'token') }));
  });

  router.post('/unlock', deps.limits.signIn, ...interactionBody, async (req, res) => {
    const answer = interactionAnswer(req, res);
    const token = formField(req.body, 'token');
    answer.refusedWith(({ message }) => screens.unlock({ token, error: message }));
    await unlockWithLink(account, token, signInContextOf(req, res));
    answer.show(screens.unlocked(), { unlocked: true });
  });

  return router;
}
