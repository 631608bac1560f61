import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../db.ts';
import { invalid } from '../../domain/errors.ts';
import type { AuthorizationTransaction } from '../../domain/ports/identity.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

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

const missingTransaction = () =>
  invalid('missing_transaction', 'The sign-in session is missing or has expired. Start signing in again.');

/**
 * Takes (reads and deletes) the sign-in the browser started (`id`, from its cookie; null without one):
 * each can be completed once, before it expires.
 */
export async function takeSignIn(prisma: PrismaClient, id: string | null): Promise<StoredSignIn> {
  const row = id === null ? null : await prisma.signInTransaction.findUnique({ where: { id } });
  if (!row) throw missingTransaction();
  const { count } = await prisma.signInTransaction.deleteMany({ where: { id: row.id } });
  if (count === 0 || row.expiresAt < new Date()) throw missingTransaction();
  const { state, nonce, codeVerifier, redirectUri } = row;
  return { transaction: { state, nonce, codeVerifier, redirectUri }, registration: row.registration };
}
