import { createHmac, randomBytes } from 'node:crypto';
import { type AppConfig, type EnvConfig, SERVICE_KEYS, type ServiceKey } from './config.ts';
import type { PrismaClient } from './db.ts';

const SHARED_SECRET_ID = 'winhub-instances';

/**
 * One random secret kept in the database, created by whichever instance starts first: every instance
 * on the same database derives the same cookie secret and embedded client secret from it.
 */
async function sharedSecret(prisma: PrismaClient): Promise<string> {
  const candidate = randomBytes(32).toString('hex');
  await prisma.$executeRaw`
    INSERT INTO provider_secrets (id, value) VALUES (${SHARED_SECRET_ID}, ${JSON.stringify({ secret: candidate })}::jsonb)
    ON CONFLICT (id) DO NOTHING`;
  const [row] = await prisma.$queryRaw<{ secret: string }[]>`
    SELECT value->>'secret' AS secret FROM provider_secrets WHERE id = ${SHARED_SECRET_ID}`;
  if (!row?.secret) throw new Error('The shared instance secret is unreadable');
  return row.secret;
}

const derive = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(purpose).digest('base64url');

/**
 * COOKIE_SECRET, AUTH_CLIENT_SECRET and SERVICE_CLIENT_SECRETS when configured; what is not configured is
 * derived from the shared secret, so every instance agrees and `pnpm service-credentials` can print it.
 */
export async function withSharedSecrets(config: EnvConfig, prisma: PrismaClient): Promise<AppConfig> {
  const secret = await sharedSecret(prisma);
  const serviceClientSecrets = Object.fromEntries(
    SERVICE_KEYS.map((key) => [
      key,
      config.serviceClientSecrets[key] ?? derive(secret, `winhub service client ${key}`),
    ]),
  ) as Record<ServiceKey, string>;
  return {
    ...config,
    cookieSecret: config.cookieSecret ?? derive(secret, 'winhub cookies'),
    identity: {
      ...config.identity,
      clientSecret: config.identity.clientSecret ?? derive(secret, 'winhub embedded client'),
    },
    serviceClientSecrets,
  };
}
