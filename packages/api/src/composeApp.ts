import type { Express } from 'express';
import { type AppConfig, appOrigins } from './config.ts';
import type { PrismaClient, SqlQuery } from './db.ts';
import type { Identity } from './domain/ports/identity.ts';
import type { MailTransport } from './domain/ports/mail.ts';
import { type AppDeps, createApp } from './http/createApp.ts';
import { toHttpError } from './http/errorHandler.ts';
import { createIdentity } from './identity/createIdentity.ts';
import { embeddedProviderSessions } from './identity/embedded/providerSessions.ts';
import { scryptPasswords } from './identity/passwords.ts';
import type { Logger } from './logger.ts';
import { createEmbeddedMailbox } from './mail/embeddedMailbox.ts';
import { createSmtpTransport } from './mail/smtpTransport.ts';
import { writeAccountMail } from './mail/templates/accountMails.ts';
import type { Metrics } from './observability/metrics.ts';
import type { RedisClient } from './redis.ts';
import { rejectUnstorableText } from './routes/parse.ts';
import { createInteractionRouter } from './routes/providerInteractions.ts';
import type { AccountDeps } from './services/accounts/accountDeps.ts';
import { accountLinks } from './services/accounts/accountLinks.ts';
import { createMailer, createMailOutbox } from './services/mail/mailer.ts';
import type { LeasedOutbox } from './services/outbox/leasedOutbox.ts';
import { type OutboxRunner, startOutboxRunner } from './services/outbox/outboxRunner.ts';
import { webauthnSettings } from './services/passkeys/webauthnSettings.ts';
import type { SessionPorts } from './services/sessions/sessions.ts';
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
  serveApp?: boolean;
  billing?: Pick<AppDeps, 'billingRouter' | 'billingWebhookRouter'>;
  /** The process's metrics (server.ts makes them); tests compose without. */
  metrics?: Metrics;
  operator?: Pick<AppDeps, 'operatorToken' | 'dump'>;
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

/**
 * The composition root of one WinHub process's web side: every adapter (mail, identity, failure counts,
 * logout deliveries) made once and handed to the rules and routes that use them.
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
    sessions,
    logger,
    ...(options.metrics ? { onSignInOutcome: options.metrics.signInOutcome } : {}),
  };
  const webauthn = webauthnSettings(config.publicOrigin, appOrigins(config));
  const { identity, providerRouter } = await createIdentity({
    config,
    prisma,
    logger,
    interactions: (provider, mount) => createInteractionRouter({ provider, mount, account, webauthn }),
    requestGuard: rejectUnstorableText,
    describeError: toHttpError,
  });
  runner = startOutboxRunner<OutboxName>(
    {
      mail: transport ? createMailOutbox(prisma, transport, config.mail.from) : NOTHING_TO_DELIVER,
      logout: createLogoutOutbox(prisma, identity.suiteTokens, config.serviceLogoutUrls),
    },
    logger,
  );
  const app = createApp({
    prisma,
    ...(options.query ? { query: options.query } : {}),
    config,
    logger,
    identity,
    providerRouter,
    redis: options.redis,
    account,
    webauthn,
    sessions,
    serveApp: options.serveApp ?? true,
    ...(options.metrics ? { metrics: options.metrics } : {}),
    ...options.operator,
    ...options.billing,
  });
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
