import { type Request, type RequestHandler, Router } from 'express';
import { invitationSignUpRequestSchema, invitationTokenRequestSchema } from '../contract/teams.ts';
import type { Identity } from '../domain/ports/identity.ts';
import type { PersonAuthenticator, SignedInPerson } from '../domain/principal.ts';
import type { AccountDeps } from '../services/accounts/accountDeps.ts';
import {
  acceptInvitation,
  lookUpInvitation,
  signUpFromInvitation,
} from '../services/teams/invitationLinks.ts';
import { bearerToken, personOf, requirePerson } from './authContext.ts';
import { fromOf } from './changeSource.ts';
import { parseOrThrow } from './parse.ts';
import { routePath } from './routePath.ts';
import { signInContextOf } from './signInContext.ts';

interface InvitationLinksRouterDeps {
  identity: Identity;
  account: AccountDeps;
  /** The person of a session token, with or without an organization: a link may invite them into their first. */
  personAuthenticator: PersonAuthenticator;
  /** Per-address limit on the invitation links' endpoints (lookup, accept, sign-up). */
  linkLimit: RequestHandler;
}

/** The signed-in person of a request that may come signed out (an invitation link's page). */
async function signedInOrNull(
  authenticator: PersonAuthenticator,
  req: Request,
): Promise<SignedInPerson | null> {
  const token = bearerToken(req);
  if (!token) return null;
  return authenticator
    .authenticate(token)
    .then(({ person }) => person)
    .catch(() => null);
}

/** An invitation link's page: what the link is for this visitor, accepting it signed in, signing up from it. */
export function createInvitationLinksRouter(deps: InvitationLinksRouterDeps): Router {
  const { identity, account } = deps;
  const signedIn = requirePerson(deps.personAuthenticator);
  const router = Router();

  router.post(routePath('invitationLookup'), deps.linkLimit, async (req, res) => {
    const { token } = parseOrThrow(invitationTokenRequestSchema, req.body);
    const person = await signedInOrNull(deps.personAuthenticator, req);
    res.set('Cache-Control', 'no-store').json(await lookUpInvitation(account, token, person));
  });

  router.post(routePath('invitationAccept'), deps.linkLimit, signedIn, async (req, res) => {
    const { token } = parseOrThrow(invitationTokenRequestSchema, req.body);
    res.json(await acceptInvitation(account, personOf(res), token, fromOf(req)));
  });

  router.post(routePath('invitationSignUp'), deps.linkLimit, async (req, res) => {
    const request = parseOrThrow(invitationSignUpRequestSchema, req.body);
    res.status(201).json(await signUpFromInvitation(account, identity, request, signInContextOf(req, res)));
  });

  return router;
}
