import type { Express } from 'express';
import { composeRouters, type OperatorActions } from './composeRouters.ts';
import { type AppConfig, appOrigins } from './config.ts';
import type { PrismaClient, SqlQuery } from './db.ts';
import type { Identity } from './domain/ports/identity.ts';
import type { MailTransport } from './domain/ports/mail.ts';
import type { PaymentGateway } from './domain/ports/payments.ts';
import { type AppLayer, createApp } from './http/createApp.ts';
import { createIdentity } from './identity/createIdentity.ts';
import { embeddedProviderSessions } from './identity/embedded/providerSessions.ts';
import { scryptPasswords } from './identity/passwords.ts';
import type { Logger } from './logger.ts';
import { createEmbeddedMailbox } from './mail/embeddedMailbox.ts';
import { createSmtpTransport } from './mail/smtpTransport.ts';
import { writeAccountMail } from './mail/templates/accountMails.ts';
import type { Metrics } from './observability/metrics.ts';
import { stripeWebhookVerifier } from './payments/stripe/stripeClient.ts';
import type { RedisClient } from './redis.ts';
import type { AccountDeps } from './services/accounts/accountDeps.ts';
import { accountLinks } from './services/accounts/accountLinks.ts';
import { createMailer, createMailOutbox } from './services/mail/mailer.ts';
import type { LeasedOutbox } from './services/outbox/leasedOutbox.ts';
import { type OutboxRunner, startOutboxRunner } from './services/outbox/outboxRunner.ts';
import { webauthnSettings } from './services/passkeys/webauthnSettings.ts';
import type { SessionPorts } from './services/sessions/sessions.ts';
import { signedDeviceTokens } from './services/signIn/deviceTokens.ts';
import { databaseFailureStore, redisFailureStore } from './services/signIn/failureStores.ts';
import { createLogoutOutbox } from './services/suite/logoutDeliveries.ts';
import { createSecretSealer } from './services/twoFactor/secretSealer.ts';

const FAILURES_KEY_PREFIX = 'winhub:sign-in-failures:';
const NOTHING_TO_DELIVER: LeasedOutbox = { deliverDue: async () => 0 };

export type OutboxName = 'mail' | 'logout';

export interface ComposeOptions {
  config: AppConfig;
  prisma: PrismaClient;
  query?: SqlQuery;
  redis: RedisClient | null;
  logger: Logger;
  /** Serve the built app from `config.appDistDir` (default true). */
  serveApp?: boolean;
  /** The payment gateway (server.ts makes it, for the reconciliation too): the billing api is served on it. */
  gateway?: PaymentGateway;
  /** The process's metrics (server.ts makes them); tests compose without. */
  metrics?: Metrics;
  /** The operator commands' token (DATA_DIR/operator-token), the embedded database's live dump and the demo seed. */
  operator?: OperatorActions;
  /** `pnpm bench:api` only: the app without this layer, to measure what it costs (never served). */
  benchWithout?: AppLayer;
}

export interface ComposedApp {
  app: Express;
  identity: Identity;
  account: AccountDeps;
  outboxes: OutboxRunner<OutboxName>;
  close(): void;
}

function mailTransportOf(config: AppConfig, prisma: PrismaClient) {
  if (config.mail.delivery === 'smtp' && config.mail.smtpUrl) return createSmtpTransport(config.mail.smtpUrl);
  if (config.mail.delivery === 'embedded') return createEmbeddedMailbox(prisma);
  return null;
}

/** Stripe's webhooks are taken when STRIPE_WEBHOOK_SECRET is set; without it they are refused. */
const webhookVerifier = (config: AppConfig) =>
  config.stripe.webhookSecret ? stripeWebhookVerifier(config.stripe.webhookSecret) : null;

/**
 * The composition root of one WinHub process's web side: every adapter (mail, passwords, identity,
 * failure counts, logout deliveries) made once and handed to the rules, every router made from them
 * (`composeRouters.ts`), and the app that mounts them.
 */
export async function composeApp(options: ComposeOptions): Promise<ComposedApp> {
  const { config, prisma, logger } = options;
  const transport: (MailTransport & { close?: () => void }) | null = mailTransportOf(config, prisma);
  let runner: OutboxRunner<OutboxName> | null = null;
  const mailer = createMailer({
    enabled: transport !== null,
    write: writeAccountMail,
    flush: () => runner?.kick('mail'),
  });
  const sessions: SessionPorts = {
    providerSessions: config.identity.externalIssuer
      ? null
      : embeddedProviderSessions(config.identity.clientId),
    deliverLogouts: () => runner?.kick('logout'),
  };
  const account: AccountDeps = {
    prisma,
    mailer,
    passwords: scryptPasswords,
    links: accountLinks(config.publicOrigin),
    failures: options.redis
      ? redisFailureStore(options.redis, FAILURES_KEY_PREFIX)
      : databaseFailureStore(prisma),
    sealer: createSecretSealer(config.cookieSecret),
    deviceTokens: signedDeviceTokens(config.cookieSecret),
    sessions,
    logger,
    ...(options.metrics ? { onSignInOutcome: options.metrics.signInOutcome } : {}),
  };
  const { identity, embedded } = await createIdentity({ config, prisma, logger });
  runner = startOutboxRunner<OutboxName>(
    {
      mail: transport ? createMailOutbox(prisma, transport, config.mail.from) : NOTHING_TO_DELIVER,
      logout: createLogoutOutbox(prisma, identity.suiteTokens, config.serviceLogoutUrls),
    },
    logger,
  );
  const routers = composeRouters({
    config,
    prisma,
    query: options.query ?? ((sql, params = []) => prisma.$queryRawUnsafe(sql, ...params)),
    redis: options.redis,
    identity,
    embedded,
    account,
    webauthn: webauthnSettings(config.publicOrigin, appOrigins(config)),
    ...(options.gateway
      ? { billing: { gateway: options.gateway, verifyEvent: webhookVerifier(config) } }
      : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
    ...(options.operator ? { operator: options.operator } : {}),
    serveApp: options.serveApp ?? true,
  });
  const app = createApp(
    { config, logger, ...routers },
    options.benchWithout ? { without: options.benchWithout } : {},
  );
  const outboxes = runner;
  return {
    app,
    identity,
    account,
    outboxes,
    close() {
      outboxes.stop();
      transport?.close?.();
    },
  };
}
