import type { ActivityEntryView } from '../../contract/accountPage.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { browserInWords } from '../sessions/browserInWords.ts';
import type { SignInContext } from './signInContext.ts';

export type SignInEventMethod = 'password' | 'passkey' | 'totp' | 'recovery_code';
export type SignInOutcome = 'success' | 'failure' | 'locked';

const ACTIVITY_SHOWN = 50;
const EVENTS_KEPT = 200;

type Db = PrismaClient | Prisma.TransactionClient;

/** Records an attempt on the account that has `userId`. */
export async function recordSignInEvent(
  db: Db,
  userId: string,
  method: SignInEventMethod,
  outcome: SignInOutcome,
  context: SignInContext,
): Promise<void> {
  await db.signInEvent.create({
    data: { userId, method, outcome, ip: context.ip, userAgent: context.userAgent?.slice(0, 512) ?? null },
  });
}

/**
 * Records an attempt on the account whose address is `email`, if there is one, in one statement that
 * costs the same either way: the answer's timing must not tell whether the address has an account.
 */
export async function recordAttemptOnAddress(
  db: Db,
  email: string,
  outcome: Exclude<SignInOutcome, 'success'>,
  context: SignInContext,
): Promise<void> {
  await db.$executeRaw`
    INSERT INTO sign_in_events (id, "userId", method, outcome, ip, "userAgent")
    SELECT gen_random_uuid()::text, id, 'password', ${outcome}, ${context.ip}, ${context.userAgent?.slice(0, 512) ?? null}
    FROM users WHERE email = ${email}`;
}

/** The last 50 sign-ins and failed attempts, newest first; older ones beyond what is kept are removed. */
export async function listActivity(prisma: PrismaClient, userId: string): Promise<ActivityEntryView[]> {
  const rows = await prisma.signInEvent.findMany({
    where: { userId },
    orderBy: { at: 'desc' },
    take: ACTIVITY_SHOWN,
  });
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    ip: row.ip,
    ...browserInWords(row.userAgent),
    method: row.method as SignInEventMethod,
    outcome: row.outcome as SignInOutcome,
  }));
}

/** Keeps the newest events of an account only, so a password spray cannot grow its history without end. */
export async function pruneActivity(db: Db, userId: string): Promise<void> {
  await db.$executeRaw`
    DELETE FROM sign_in_events WHERE "userId" = ${userId} AND id NOT IN (
      SELECT id FROM sign_in_events WHERE "userId" = ${userId} ORDER BY at DESC LIMIT ${EVENTS_KEPT})`;
}

/**
 * Notes the browser for the account; true when the account has signed in from other browsers before but
 * never from this one (its very first browser is not news to its owner).
 */
export async function isNewBrowser(db: Db, userId: string, browserId: string): Promise<boolean> {
  const known = await db.knownBrowser.findMany({
    where: { userId },
    select: { browserHash: true },
    take: 500,
  });
  const seen = known.some((row) => row.browserHash === browserId);
  if (seen) {
    await db.knownBrowser.update({
      where: { userId_browserHash: { userId, browserHash: browserId } },
      data: { lastSeenAt: new Date() },
    });
    return false;
  }
  await rememberBrowser(db, userId, browserId);
  return known.length > 0;
}

/** Notes a browser the account has signed in from (or signed up with). */
export async function rememberBrowser(db: Db, userId: string, browserId: string): Promise<void> {
  await db.knownBrowser.createMany({ data: [{ userId, browserHash: browserId }], skipDuplicates: true });
}
