import { type Request, type RequestHandler, Router } from 'express';
import { invitationSignUpRequestSchema, invitationTokenRequestSchema } from '../contract/teams.ts';
import type { Identity } from '../domain/ports/identity.ts';
import type { AuthContext, Authenticator } from '../domain/principal.ts';
import type { AccountDeps } from '../services/accounts/accountDeps.ts';
import { acceptInvitation, lookUpInvitation, signUpFromInvitation } from '../services/teams/invitations.ts';
import { authOf, bearerToken } from './authContext.ts';
import { fromOf } from './changeSource.ts';
import { parseOrThrow } from './parse.ts';
import { routePath } from './routePath.ts';
import { signInContextOf } from './signInContext.ts';

interface InvitationLinksRouterDeps {
  identity: Identity;
  account: AccountDeps;
  authenticator: Authenticator;
  authenticated: RequestHandler;
  /** Per-address limit on the invitation links' endpoints (lookup, accept, sign-up). */
  linkLimit: RequestHandler;
}

/** The signed-in person of a request that may come signed out (an invitation link's page). */
async function signedInOrNull(authenticator: Authenticator, req: Request): Promise<AuthContext | null> {
  const token = bearerToken(req);
  if (!token) return null;
  return authenticator.authenticate(token).catch(() => null);
}

/** An invitation link's page: what the link is for this visitor, accepting it signed in, signing up from it. */
export function createInvitationLinksRouter(deps: InvitationLinksRouterDeps): Router {
  const { identity, account, authenticated } = deps;
  const router = Router();

  router.post(routePath('invitationLookup'), deps.linkLimit, async (req, res) => {
    const { token } = parseOrThrow(invitationTokenRequestSchema, req.body);
    const signedIn = await signedInOrNull(deps.authenticator, req);
    res.set('Cache-Control', 'no-store').json(await lookUpInvitation(account, token, signedIn));
  });

  router.post(routePath('invitationAccept'), deps.linkLimit, authenticated, async (req, res) => {
    const { token } = parseOrThrow(invitationTokenRequestSchema, req.body);
    res.json(await acceptInvitation(account, authOf(res), token, fromOf(req)));
  });

  router.post(routePath('invitationSignUp'), deps.linkLimit, async (req, res) => {
    const request = parseOrThrow(invitationSignUpRequestSchema, req.body);
    res.status(201).json(await signUpFromInvitation(account, identity, request, signInContextOf(req, res)));
  });

  return router;
}
