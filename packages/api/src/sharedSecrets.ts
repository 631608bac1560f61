import { createHmac, randomBytes } from 'node:crypto';
import type { AppConfig, EnvConfig } from './config.ts';
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

/** COOKIE_SECRET and AUTH_CLIENT_SECRET when configured; otherwise derived from the shared secret. */
export async function withSharedSecrets(config: EnvConfig, prisma: PrismaClient): Promise<AppConfig> {
  const { cookieSecret, identity } = config;
  if (cookieSecret !== null && identity.clientSecret !== null) {
    return { ...config, cookieSecret, identity: { ...identity, clientSecret: identity.clientSecret } };
  }
  const secret = await sharedSecret(prisma);
  return {
    ...config,
    cookieSecret: cookieSecret ?? derive(secret, 'winhub cookies'),
    identity: {
      ...identity,
      clientSecret: identity.clientSecret ?? derive(secret, 'winhub embedded client'),
    },
  };
}
