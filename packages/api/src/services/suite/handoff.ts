import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AppConfig, ServiceKey } from '../../config.ts';
import { invalid } from '../../domain/errors.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';

/** A hand-off token lives this long: enough for a new tab to open the service. */
export const HANDOFF_TTL_SECONDS = 60;

const audienceOf = (service: ServiceKey) => `winhub:service:${service}`;
const signingKey = (config: AppConfig) =>
  createHmac('sha256', config.cookieSecret).update('winhub service hand-off').digest();

/**
 * The service's configured origin with a single-use token bound to it and to the WinHub session it was
 * made in (never the session token itself).
 */
export async function createHandoffUrl(
  prisma: PrismaClient,
  config: AppConfig,
  person: { userId: string; sessionId: string; organizationId: string },
  service: ServiceKey,
): Promise<string> {
  const jti = randomUUID();
  const expiresAt = new Date(Date.now() + HANDOFF_TTL_SECONDS * 1000);
  await prisma.handoffToken.create({
    data: {
      jti,
      service,
      userId: person.userId,
      sessionId: person.sessionId,
      organizationId: person.organizationId,
      expiresAt,
    },
  });
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'winhub-handoff+jwt' })
    .setIssuer(config.publicOrigin)
    .setAudience(audienceOf(service))
    .setSubject(person.userId)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(signingKey(config));
  const url = new URL('/', config.serviceOrigins[service]);
  url.searchParams.set('token', token);
  return url.toString();
}

const invalidGrant = (message: string) => invalid('invalid_grant', message);

/**
 * Uses a hand-off token once, for the service it was made for: the person and the WinHub session it
 * was made in. Refused when forged, expired, used, made for another service, or its session ended.
 */
export async function takeHandoff(
  prisma: PrismaClient,
  config: AppConfig,
  token: string,
  service: ServiceKey,
): Promise<{ userId: string; sessionId: string; organizationId: string | null }> {
  let claims: { jti?: string; sub?: string };
  try {
    ({ payload: claims } = await jwtVerify(token, signingKey(config), {
      issuer: config.publicOrigin,
      audience: audienceOf(service),
      algorithms: ['HS256'],
      typ: 'winhub-handoff+jwt',
      requiredClaims: ['jti', 'sub', 'exp'],
    }));
  } catch {
    throw invalidGrant('The hand-off token is invalid, expired, or made for another service.');
  }
  const used = await prisma.handoffToken.updateMany({
    where: { jti: claims.jti, service, userId: claims.sub, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (used.count !== 1) throw invalidGrant('The hand-off token was already used.');
  const handoff = await prisma.handoffToken.findUniqueOrThrow({ where: { jti: claims.jti } });
  if (!handoff.sessionId) throw invalidGrant('The hand-off token has no session.');
  return { userId: handoff.userId, sessionId: handoff.sessionId, organizationId: handoff.organizationId };
}
