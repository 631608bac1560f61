import cookieParser from 'cookie-parser';
import { serviceConnections } from './config/serviceConnections.ts';
import type { AppConfig } from './config.ts';
import { endpointRoutes } from './contract/endpointRoutes.ts';
import type { PrismaClient, SqlQuery } from './db.ts';
import type { Identity } from './domain/ports/identity.ts';
import type { PaymentEventVerifier, PaymentGateway } from './domain/ports/payments.ts';
import { createAuthenticator } from './http/authenticator.ts';
import type { AppParts, Mount } from './http/createApp.ts';
import { mailboxApiGuard, mailboxPageGuard } from './http/loopbackOnly.ts';
import { oauthErrors } from './http/oauthErrors.ts';
import { createOrganizationAccess } from './http/organizationAccess.ts';
import { pinPublicOrigin } from './http/providerRuntime.ts';
import { createRateLimits, type RateLimits } from './http/rateLimits.ts';
import { requireUser } from './http/requireUser.ts';
import { securityHeaders } from './http/security.ts';
import { staticApp } from './http/staticApp.ts';
import type { EmbeddedProvider } from './identity/embedded/provider.ts';
import type { Metrics } from './observability/metrics.ts';
import { createApiDocsRouter } from './openapi/router.ts';
import type { RedisClient } from './redis.ts';
import { createAccountPageRouter } from './routes/accountPage.ts';
import { createAccountRecoveryRouter } from './routes/accountRecovery.ts';
import { createAuthRouter } from './routes/auth.ts';
import { requirePerson } from './routes/authContext.ts';
import { createBillingRouter } from './routes/billing.ts';
import { createWebhookRouter } from './routes/billingWebhook.ts';
import { refusalsAsPage } from './routes/errorPages.ts';
import { createInvitationLinksRouter } from './routes/invitationLinks.ts';
import { createMailboxRouter } from './routes/mailbox.ts';
import { createMetricsRouter } from './routes/metrics.ts';
import { createOperatorRouter } from './routes/operator.ts';
import { createOrganizationRouter } from './routes/organization.ts';
import { rejectUnstorableText } from './routes/parse.ts';
import { createInteractionRouter } from './routes/providerInteractions.ts';
import { createReadinessRouter } from './routes/readiness.ts';
import { MOUNTS } from './routes/routePath.ts';
import { createSignUpRouter } from './routes/signUp.ts';
import { createSuiteRouter } from './routes/suite.ts';
import { createSystemRouter } from './routes/system.ts';
import { createTeamsRouter } from './routes/teams.ts';
import type { AccountDeps } from './services/accounts/accountDeps.ts';
import { deactivatePerson } from './services/accounts/deactivatePerson.ts';
import type { WebAuthnSettings } from './services/passkeys/webauthnSettings.ts';
import { createPersonAuthenticator } from './services/sessions/signedInPerson.ts';

/** The made adapters and rules every router is built from. */
/** What the operator commands reach through the running server (`routes/operator.ts`). */
export interface OperatorActions {
  /** The bearer token of `/operator/*`: the file `DATA_DIR/operator-token`. */
  operatorToken: string;
  /** The embedded database's live dump, for `pnpm backup`. */
  dump?: () => Promise<Blob>;
  /** Demo data on an empty database, for `pnpm seed` (never in production). */
  seed?: () => Promise<unknown[] | null>;
}

export interface RouterDeps {
  config: AppConfig;
  prisma: PrismaClient;
  /** The driver's own query for hot paths (the authenticator's). */
  query: SqlQuery;
  /** Rate-limit counters shared by every instance (REDIS_URL); null: in this process's memory. */
  redis: RedisClient | null;
  identity: Identity;
  /** The embedded provider, null with an external issuer. */
  embedded: EmbeddedProvider | null;
  account: AccountDeps;
  webauthn: WebAuthnSettings;
  /** The billing api and its webhooks; absent: not served. */
  billing?: { gateway: PaymentGateway; verifyEvent: PaymentEventVerifier | null };
  /** The process's figures; `/metrics` serves them when METRICS_TOKEN is set. */
  metrics?: Metrics;
  /** The operator commands' token (DATA_DIR/operator-token), the embedded database's live dump and the demo seed. */
  operator?: OperatorActions;
  /** Serve the built app from `config.appDistDir`. */
  serveApp: boolean;
}

const at = (path: string, ...handlers: Mount['handlers']): Mount => ({ path, handlers });

/**
 * The embedded provider at its issuer's path: its refusals as its own screen, the interaction screens
 * (before the pinned origin, which only the provider reads), then its files and endpoints.
 */
function providerMount(deps: RouterDeps, embedded: EmbeddedProvider, limits: RateLimits): Mount {
  const { account, webauthn } = deps;
  return at(
    embedded.mount,
    refusalsAsPage(embedded.errorPage),
    rejectUnstorableText,
    createInteractionRouter({
      interactionOf: embedded.interactionOf,
      screens: embedded.screens,
      account,
      webauthn,
      limits: { signIn: limits.auth, signUp: limits.account },
    }),
    pinPublicOrigin(deps.config.publicOrigin),
    embedded.assets,
    embedded.endpoints,
  );
}

/** Every router of the app, in the part of the app's order it belongs to (`createApp` mounts them). */
export function composeRouters(deps: RouterDeps): Omit<AppParts, 'config' | 'logger'> {
  const { config, prisma, identity, account, embedded, billing, metrics, operator } = deps;
  const limits = createRateLimits(config.rateLimit, deps.redis, metrics?.rateLimitRefused);
  const authenticator = createAuthenticator({ query: deps.query, verifier: identity.verifier });
  const organizationRules = createOrganizationAccess(deps.query);
  const authenticated = requireUser(authenticator, organizationRules);
  const personAuthenticator = createPersonAuthenticator({
    authenticator,
    verifier: identity.verifier,
    prisma,
  });
  const accountHolder = requirePerson(personAuthenticator, organizationRules);
  const { sessions } = account;
  const embeddedProvider = embedded !== null;
  const embeddedMailbox = config.mail.delivery === 'embedded';
  return {
    everyRequest: {
      ...(metrics ? { metrics: metrics.observeRequests } : {}),
      securityHeaders: securityHeaders(config),
    },
    ownBodies: [
      ...(embedded ? [providerMount(deps, embedded, limits)] : []),
      ...(billing ? [at(MOUNTS.billing, createWebhookRouter({ prisma, ...billing }))] : []),
      at(MOUNTS.auth, createSuiteRouter({ prisma, config, identity, sessions, redeemLimit: limits.auth })),
      // the token endpoint answers its failures the OAuth way
      at(endpointRoutes.redeemHandoff.path, oauthErrors),
    ],
    api: [
      at(
        MOUNTS.api,
        // `/api/config` first: the app asks it on every load; then `/api/user/organization`, which every
        // signed-in page asks: a router a request passes costs it a match per route, and leaving it a turn
        // of the event loop (Express's router ends with setImmediate when nothing of it answered)
        createSystemRouter({ config }),
        createOrganizationRouter({ prisma, authenticated }),
        createReadinessRouter({ prisma, config }),
        createApiDocsRouter(),
      ),
      // the sign-in transaction's signed cookie is the only cookie the api reads
      at(
        MOUNTS.auth,
        cookieParser(config.cookieSecret),
        createAuthRouter({
          prisma,
          config,
          identity,
          personAuthenticator,
          authenticated,
          sessions,
          signInLimit: limits.auth,
        }),
      ),
      at(
        MOUNTS.api,
        createSignUpRouter({ prisma, identity, account, limits }),
        createAccountRecoveryRouter({ account, embeddedProvider, limit: limits.account }),
        createAccountPageRouter({
          account,
          webauthn: deps.webauthn,
          embeddedProvider,
          accountHolder,
          sensitiveLimit: limits.account,
        }),
        ...(embeddedMailbox ? [createMailboxRouter(prisma, mailboxApiGuard)] : []),
        createTeamsRouter({ prisma, query: deps.query, identity, account, authenticated, accountHolder }),
        createInvitationLinksRouter({
          identity,
          account,
          personAuthenticator,
          linkLimit: limits.account,
        }),
      ),
      ...(billing
        ? [at(MOUNTS.billing, authenticated, createBillingRouter({ prisma, gateway: billing.gateway }))]
        : []),
    ],
    outside: [
      ...(metrics && config.metricsToken
        ? [at('/', createMetricsRouter(metrics.registry, config.metricsToken))]
        : []),
      ...(operator
        ? [
            at(
              '/',
              createOperatorRouter(operator.operatorToken, {
                ...(operator.dump ? { dump: operator.dump } : {}),
                ...(operator.seed ? { seed: operator.seed } : {}),
                deactivate: (email) => deactivatePerson(prisma, sessions, email),
                serviceConnections: () => serviceConnections(config),
              }),
            ),
          ]
        : []),
      ...(deps.serveApp && embeddedMailbox ? [at('/mailbox', mailboxPageGuard)] : []),
      ...(deps.serveApp
        ? [
            at(
              '/',
              staticApp(config.appDistDir, {
                providerHost: config.identity.externalIssuer
                  ? new URL(config.identity.externalIssuer).host
                  : null,
              }),
            ),
          ]
        : []),
    ],
  };
}
