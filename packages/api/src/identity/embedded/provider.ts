import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Router } from 'express';
import Provider, { type Configuration, errors, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import type { IdentityConfig } from '../../config.ts';
import { splitFullName } from '../../contract/personName.ts';
import type { PrismaClient } from '../../db.ts';
import type { ProviderInteraction, ProviderScreens } from '../../domain/ports/providerInteraction.ts';
import type { Logger } from '../../logger.ts';
import { createPrismaAdapterFactory } from './adapter.ts';
import { providerAssets } from './assets.ts';
import { providerErrorPage } from './errorScreen.ts';
import { interactionOf } from './interaction.ts';
import { renderLogout } from './logoutScreen.ts';
import { runEmbeddedProvider } from './runtime.ts';
import { renderProviderError, renderSignIn, renderSignUp, renderUnlock, renderUnlocked } from './screens.ts';
import { renderSecondFactor } from './secondFactorScreen.ts';
import type { ProviderSecrets } from './secrets.ts';

export const EMBEDDED_SCOPE = 'openid email profile';

export interface EmbeddedProviderOptions {
  identity: IdentityConfig;
  secrets: ProviderSecrets;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** WinHub's receiver of the provider's back-channel logout tokens. */
  backchannelLogoutUri: string;
  prisma: PrismaClient;
  logger: Logger;
}

/**
 * The embedded provider as the composition root mounts it, at its issuer's path: its pages' files, then
 * the interaction screens (routes, over `interactionOf` and `screens`), then its own endpoints.
 */
export interface EmbeddedProvider {
  /** The issuer's path, e.g. `/oidc`. */
  mount: string;
  assets: Router;
  /** oidc-provider's endpoints: authorization, token, keys, end-session… */
  endpoints: RequestHandler;
  interactionOf: (req: IncomingMessage, res: ServerResponse) => Promise<ProviderInteraction>;
  screens: ProviderScreens;
  /** The page a browser gets for a refused request on the provider's paths. */
  errorPage: (failure: { message: string }, error: unknown) => string;
}

/**
 * The person behind a subject; none when they are no longer active, or every organization they belong to
 * is not (a person who belongs to none signs in, to accept an invitation).
 */
async function profileOf(prisma: PrismaClient, subject: string) {
  const user = await prisma.user.findUnique({
    where: { identitySubject: subject },
    include: {
      memberships: { where: { organization: { isActive: true } }, select: { id: true }, take: 1 },
      _count: { select: { memberships: true } },
    },
  });
  if (!user?.isActive || (user._count.memberships > 0 && user.memberships.length === 0)) return undefined;
  return {
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    fullName: user.fullName,
    ...splitFullName(user.fullName),
  };
}

/**
 * Signing out ends the session at once only when WinHub asked for it with a valid ID token of this
 * session's person as hint; any other request (a link or a form on another site) shows the question.
 */
function askedByWinHub(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  const accountId = ctx.oidc.session?.accountId;
  return Boolean(accountId && hint?.payload?.sub === accountId);
}

function configuration(options: EmbeddedProviderOptions, mount: string): Configuration {
  const { identity, secrets, prisma } = options;
  return {
    clients: [
      {
        client_id: identity.clientId,
        client_secret: identity.clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        backchannel_logout_uri: options.backchannelLogoutUri,
        backchannel_logout_session_required: true,
        // the time of the credential check opens the step-up window of the session it starts
        require_auth_time: true,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    adapter: createPrismaAdapterFactory(prisma),
    // the provider's only outgoing request is its back-channel logout to WinHub itself, often on a loopback
    // or private address its SSRF guard refuses: that one address is allowed, nothing else is fetched
    fetch: (url, init) => {
      const target = url instanceof Request ? url.url : String(url);
      if (new URL(target).href !== new URL(options.backchannelLogoutUri).href) {
        return Promise.reject(new Error(`The embedded provider does not fetch ${target}`));
      }
      const { dispatcher: _ssrfGuard, ...rest } = init as RequestInit & { dispatcher?: unknown };
      return globalThis.fetch(target, rest);
    },
    // the api reads the person from the ID token: its access tokens are for the api, not userinfo
    conformIdTokenClaims: false,
    jwks: { keys: [secrets.signingKey as JWK] },
    cookies: { keys: secrets.cookieKeys },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    extraParams: {
      force_loading: null,
      prefill_name: null,
      screen_hint: (_ctx, value) => {
        if (value !== undefined && value !== 'login' && value !== 'signup') {
          throw new errors.InvalidRequest('screen_hint must be login or signup');
        }
      },
    },
    findAccount: async (_ctx, sub) => {
      const profile = await profileOf(prisma, sub);
      if (!profile) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: profile.email,
          email_verified: profile.emailVerified,
          name: profile.fullName,
          given_name: profile.firstName,
          family_name: profile.lastName,
        }),
      };
    },
    // the profile inside the access token lets the api validate it without calling the provider
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const profile = accountId ? await profileOf(prisma, accountId) : undefined;
      return profile
        ? { email: profile.email, given_name: profile.firstName, family_name: profile.lastName }
        : undefined;
    },
    interactions: { url: (_ctx, interaction) => `${mount}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogout(mount, form, askedByWinHub(ctx));
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => identity.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: EMBEDDED_SCOPE,
          audience: identity.audience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: identity.accessTokenTtlSeconds,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    ttl: {
      AccessToken: identity.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderProviderError(mount, out.error_description ?? out.error);
    },
  };
}

/** The embedded OpenID Connect provider, its screens and the files they load. */
export function createEmbeddedProvider(options: EmbeddedProviderOptions): EmbeddedProvider {
  const mount = new URL(options.identity.issuer).pathname.replace(/\/$/, '');
  const provider = new Provider(options.identity.issuer, configuration(options, mount));
  provider.on('server_error', (_ctx, error) =>
    options.logger.error({ err: error }, 'identity provider error'),
  );
  provider.on('backchannel.error', (_ctx, error, client) =>
    options.logger.warn({ err: error, client: client.clientId }, 'back-channel logout to WinHub failed'),
  );
  runEmbeddedProvider(provider);
  return {
    mount,
    assets: providerAssets(),
    endpoints: provider.callback(),
    interactionOf: interactionOf(provider),
    screens: {
      signIn: (screen) => renderSignIn({ mount, ...screen }),
      signUp: (screen) => renderSignUp({ mount, ...screen }),
      secondFactor: (screen) => renderSecondFactor({ mount, ...screen }),
      problem: (message) => renderProviderError(mount, message),
      unlock: ({ token, error }) => renderUnlock(mount, token, error),
      unlocked: () => renderUnlocked(mount),
    },
    errorPage: providerErrorPage(mount),
  };
}
