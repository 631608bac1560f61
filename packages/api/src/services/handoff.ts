import { createHmac, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig, ServiceKey } from '../config.ts';
import type { PrismaClient } from '../db.ts';
import { unauthorized } from '../http/errors.ts';
import { organizationInactive } from '../http/requireUser.ts';

/** A hand-off token lives this long: enough for a new tab to open the service. */
export const HANDOFF_TTL_SECONDS = 60;

const audienceOf = (service: ServiceKey) => `winhub:service:${service}`;
const signingKey = (config: AppConfig) =>
  createHmac('sha256', config.cookieSecret).update('winhub service hand-off').digest();

/** The service's configured origin with a single-use token bound to it (never the session token). */
export async function createHandoffUrl(
  prisma: PrismaClient,
  config: AppConfig,
  userId: string,
  service: ServiceKey,
): Promise<string> {
  const jti = randomUUID();
  const expiresAt = new Date(Date.now() + HANDOFF_TTL_SECONDS * 1000);
  await prisma.handoffToken.create({ data: { jti, service, userId, expiresAt } });
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'winhub-handoff+jwt' })
    .setIssuer(config.publicOrigin)
    .setAudience(audienceOf(service))
    .setSubject(userId)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(signingKey(config));
  const url = new URL('/', config.serviceOrigins[service]);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Exchanges a hand-off token once for the user it was made for; 401 if forged, expired, foreign or used. */
export async function redeemHandoff(
  prisma: PrismaClient,
  config: AppConfig,
  token: string,
  service: ServiceKey,
) {
  let claims: { jti?: string; sub?: string };
  try {
    ({ payload: claims } = await jwtVerify(token, signingKey(config), {
      issuer: config.publicOrigin,
      audience: audienceOf(service),
      algorithms: ['HS256'],
      typ: 'winhub-handoff+jwt',
      requiredClaims: ['jti', 'sub', 'exp'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized('Hand-off token expired', 'token_expired');
    throw unauthorized('Invalid hand-off token', 'invalid_token');
  }
  const used = await prisma.handoffToken.updateMany({
    where: { jti: claims.jti, service, userId: claims.sub, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (used.count !== 1) throw unauthorized('Hand-off token already used', 'token_used');
  const user = await prisma.user.findUnique({ where: { id: claims.sub }, include: { organization: true } });
  if (!user?.isActive) throw unauthorized('Unknown or inactive user', 'invalid_token');
  if (!user.organization.isActive) throw organizationInactive();
  return user;
}
