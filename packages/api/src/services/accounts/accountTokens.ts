import { createHash, randomBytes } from 'node:crypto';
import { invalid } from '../../domain/errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

export type AccountTokenPurpose = 'verify_email' | 'reset_password' | 'unlock_sign_in';

export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * 60 * 60_000,
  reset_password: 30 * 60_000,
  unlock_sign_in: 60 * 60_000,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A new single-use link token for `purpose`, mailed to `email`; it voids the person's older unused tokens
 * of the same purpose (only the newest link works). Only its hash is stored.
 */
export async function issueAccountToken(
  tx: Prisma.TransactionClient,
  userId: string,
  email: string,
  purpose: AccountTokenPurpose,
): Promise<string> {
  const now = new Date();
  await voidAccountTokens(tx, userId, purpose, now);
  const token = randomBytes(32).toString('base64url');
  await tx.accountToken.create({
    data: {
      tokenHash: hashOf(token),
      userId,
      email,
      purpose,
      expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]),
    },
  });
  return token;
}

/** Voids the person's unused tokens of `purpose` (a newer link, or a sign-in for reset links). */
export async function voidAccountTokens(
  tx: Prisma.TransactionClient,
  userId: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<void> {
  await tx.accountToken.updateMany({
    where: { userId, purpose, usedAt: null, voidedAt: null },
    data: { voidedAt: now },
  });
}

/**
 * Uses a token once: the row it names, marked used in the same statement that checks it is unused, so two
 * requests racing with one link get one success. Refuses unknown, expired, used and voided tokens, each
 * with its own reason (the link's owner is the one who reads it).
 */
export async function useAccountToken(
  tx: Prisma.TransactionClient,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<{ userId: string; email: string }> {
  const tokenHash = hashOf(token);
  const now = new Date();
  const used = await tx.accountToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, voidedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  const row = await tx.accountToken.findUnique({ where: { tokenHash } });
  if (used.count === 1 && row) return { userId: row.userId, email: row.email };
  if (!row || row.purpose !== purpose) throw invalid('invalid_token', 'This link is not valid.');
  if (row.usedAt || row.voidedAt) {
    throw invalid('token_used', 'This link was already used, or a newer one replaced it.');
  }
  throw invalid('token_expired', 'This link has expired.');
}
