import { createHash, randomInt } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client.ts';

const RECOVERY_CODES = 10;
/** Crockford's alphabet: no I, L, O or U to misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const randomCode = () => {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
};

/** What a person may type: any case, with or without the dash and spaces. */
export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

const hashOf = (code: string) =>
  createHash('sha256')
    .update(`recovery:${normalizeRecoveryCode(code)}`)
    .digest('base64url');

/** Ten new codes (shown once) in place of the person's old ones; only their hashes are kept. */
export async function replaceRecoveryCodes(tx: Prisma.TransactionClient, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, randomCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashOf(code) })) });
  return codes;
}

/** Uses an unused code of the person once; false when it is not one. */
export async function useRecoveryCode(tx: Prisma.TransactionClient, userId: string, code: string) {
  const used = await tx.recoveryCode.updateMany({
    where: { userId, codeHash: hashOf(code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return used.count === 1;
}

export const recoveryCodesLeft = (tx: Prisma.TransactionClient, userId: string) =>
  tx.recoveryCode.count({ where: { userId, usedAt: null } });
