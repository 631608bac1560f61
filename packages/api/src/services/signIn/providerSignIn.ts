import { type AppConfig, appOrigins } from '../../config.ts';
import {
  type CallbackResponse,
  registrationDetailsSchema,
  type WinauthUrlRequest,
} from '../../contract/auth.ts';
import type { PrismaClient } from '../../db.ts';
import { callbackUris } from '../../domain/appAddresses.ts';
import { invalid } from '../../domain/errors.ts';
import type { Identity } from '../../domain/ports/identity.ts';
import { organizationInactive, type PersonAuthenticator } from '../../domain/principal.ts';
import { toSessionUser } from '../people.ts';
import { openSession } from '../sessions/openSession.ts';
import type { SignInMethod } from '../sessions/sessions.ts';
import { onlyInInactiveOrganizations } from '../teams/memberships.ts';
import type { SignInContext } from './signInContext.ts';
import { type StoredSignIn, saveSignIn, takeSignIn } from './signInTransactions.ts';
import { userForProviderIdentity } from './userForProviderIdentity.ts';

export interface ProviderSignInDeps {
  prisma: PrismaClient;
  config: AppConfig;
  identity: Pick<Identity, 'external' | 'startAuthorization' | 'completeAuthorization' | 'issueSessionToken'>;
  personAuthenticator: PersonAuthenticator;
}

/**
 * Starts a sign-in at the provider, back to `/auth-callback` of an app origin (`appOrigin`'s unless the
 * request names one): the provider's address, and the id of the transaction kept for the browser.
 */
export async function startProviderSignIn(
  deps: Pick<ProviderSignInDeps, 'prisma' | 'config' | 'identity'>,
  request: WinauthUrlRequest,
  appOrigin: string,
): Promise<{ authUrl: string; transactionId: string }> {
  const redirectUri = request.redirectUri ?? `${appOrigin}/auth-callback`;
  if (!callbackUris(appOrigins(deps.config)).includes(redirectUri)) {
    throw invalid('redirect_uri_not_allowed', 'redirectUri is not an allowed WinHub address');
  }
  const registration = request.registration ?? null;
  const { authUrl, transaction } = await deps.identity.startAuthorization({
    redirectUri,
    isRegistration: request.isRegistration || registration !== null,
    prefill: registration ? { name: registration.fullName, email: registration.email } : request.prefillData,
  });
  return { authUrl, transactionId: await saveSignIn(deps.prisma, transaction, registration) };
}

/** How the person signed in, from the provider's `amr` (the embedded provider names its own methods). */
function signInMethodOf(external: boolean, amr: string[]): SignInMethod {
  if (external) return 'provider';
  if (amr.includes('swk') || amr.includes('hwk')) return 'passkey';
  if (amr.includes('otp')) return 'totp';
  if (amr.includes('rc')) return 'recovery_code';
  return 'password';
}

/** A token handed over on /auth-callback is a session only for the browser that started that sign-in. */
async function boundTokenSession(
  authenticator: PersonAuthenticator,
  stored: StoredSignIn,
  query: URLSearchParams,
  token: string,
): Promise<CallbackResponse> {
  if (query.get('state') !== stored.transaction.state) {
    throw invalid('state_mismatch', 'The token does not belong to a sign-in this browser started');
  }
  const { person } = await authenticator.authenticate(token);
  return { token, user: toSessionUser({ id: person.userId, ...person }) };
}

/** The provider's code: the person it signed in (found, linked or created), in a WinHub session. */
async function codeSession(
  deps: Pick<ProviderSignInDeps, 'prisma' | 'identity'>,
  stored: StoredSignIn,
  search: string,
  client: Pick<SignInContext, 'ip' | 'userAgent'>,
): Promise<CallbackResponse> {
  const { prisma, identity } = deps;
  const { identity: person, idToken } = await identity.completeAuthorization(stored.transaction, search);
  const registration = registrationDetailsSchema.safeParse(stored.registration);
  const user = await userForProviderIdentity(prisma, person, registration.success ? registration.data : null);
  if (await onlyInInactiveOrganizations(prisma, user.id)) throw organizationInactive();
  const signedIn = await openSession(prisma, identity, user, person.sub, {
    method: signInMethodOf(identity.external, person.methods),
    providerSid: person.providerSid,
    // the embedded provider's auth_time is its own credential check (an external one's is not WinHub's)
    confirmedAt: identity.external ? null : person.authTime,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return { ...signedIn, idToken };
}

/**
 * Completes the sign-in this browser started (`transactionId`, from its cookie; null without one) with
 * the query string the provider sent it back with: an authorization code, or a WinHub token with the
 * sign-in's `state`. A sign-in completes once.
 */
export async function finishProviderSignIn(
  deps: Pick<ProviderSignInDeps, 'prisma' | 'identity' | 'personAuthenticator'>,
  transactionId: string | null,
  search: string,
  client: Pick<SignInContext, 'ip' | 'userAgent'>,
): Promise<CallbackResponse> {
  const stored = await takeSignIn(deps.prisma, transactionId);
  const query = new URLSearchParams(search);
  const token = query.get('token');
  return token !== null && !query.has('code')
    ? boundTokenSession(deps.personAuthenticator, stored, query, token)
    : codeSession(deps, stored, search, client);
}
