import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { PrismaClient } from '../../db.ts';
import { Prisma } from '../../generated/prisma/client.ts';

export interface ProviderSecrets {
  signingKey: JWK & { kid: string; alg: 'RS256'; use: 'sig' };
  cookieKeys: string[];
}

const SECRETS_ID = 'embedded-provider';

const isProviderSecrets = (value: unknown): value is ProviderSecrets => {
  const candidate = value as Partial<ProviderSecrets> | null;
  return (
    typeof candidate?.signingKey?.kid === 'string' &&
    Array.isArray(candidate.cookieKeys) &&
    candidate.cookieKeys.every((key) => typeof key === 'string')
  );
};

async function generateSecrets(): Promise<ProviderSecrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  // The thumbprint as kid: a new key never reuses a kid a verifier may have cached.
  const kid = await calculateJwkThumbprint(jwk);
  return {
    signingKey: { ...jwk, kid, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('hex')],
  };
}

/** The provider's signing key and cookie keys, created once and kept in `provider_secrets`. */
export async function loadProviderSecrets(prisma: PrismaClient): Promise<ProviderSecrets> {
  const existing = await prisma.providerSecret.findUnique({ where: { id: SECRETS_ID } });
  if (existing && isProviderSecrets(existing.value)) return existing.value;
  const generated = await generateSecrets();
  try {
    await prisma.providerSecret.create({
      data: { id: SECRETS_ID, value: generated as unknown as Prisma.InputJsonObject },
    });
    return generated;
  } catch (error) {
    // another process created them first: use theirs
    if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') throw error;
    const winner = await prisma.providerSecret.findUniqueOrThrow({ where: { id: SECRETS_ID } });
    if (!isProviderSecrets(winner.value)) throw new Error('Stored provider secrets are unreadable');
    return winner.value;
  }
}

export function publicJwk(key: ProviderSecrets['signingKey']): JWK {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use };
}
