import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../db.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { AuthorizationTransaction } from './identity.ts';

/** How long a started sign-in can be completed. */
const TRANSACTION_TTL_MS = 10 * 60_000;

export interface StoredSignIn {
  transaction: AuthorizationTransaction;
  registration: Prisma.JsonValue | null;
}

/** Keeps a started sign-in server side; the browser only holds its id (in a signed cookie). */
export async function saveSignIn(
  prisma: PrismaClient,
  transaction: AuthorizationTransaction,
  registration: Prisma.InputJsonObject | null,
): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await prisma.signInTransaction.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  await prisma.signInTransaction.create({
    data: {
      id,
      ...transaction,
      ...(registration ? { registration } : {}),
      expiresAt: new Date(Date.now() + TRANSACTION_TTL_MS),
    },
  });
  return id;
}

/** Takes (reads and deletes) a started sign-in: each can be completed once, before it expires. */
export async function takeSignIn(prisma: PrismaClient, id: string): Promise<StoredSignIn | null> {
  const row = await prisma.signInTransaction.findUnique({ where: { id } });
  if (!row) return null;
  const { count } = await prisma.signInTransaction.deleteMany({ where: { id } });
  if (count === 0 || row.expiresAt < new Date()) return null;
  const { state, nonce, codeVerifier, redirectUri } = row;
  return { transaction: { state, nonce, codeVerifier, redirectUri }, registration: row.registration };
}
