import { randomBytes } from 'node:crypto';
import type { SessionEndingPorts } from '../../domain/ports/sessions.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { defaultOrganizationOf } from '../teams/memberships.ts';

/** The session-ending ports, ending the provider's sessions in the database transaction of WinHub's. */
export type SessionPorts = SessionEndingPorts<Prisma.TransactionClient>;

/** How the person proved who they are, as the sessions list shows it. */
export type SignInMethod = 'password' | 'passkey' | 'totp' | 'recovery_code' | 'sign_up' | 'provider';

export type SessionEndReason =
  | 'sign_out'
  | 'sign_out_everywhere'
  | 'signed_out_by_owner'
  | 'password_reset'
  | 'password_changed'
  | 'deactivated'
  | 'provider_logout'
  /** Removed from (or left) their last organization. */
  | 'removed_from_organization';

/** A session without activity for this long is over (the provider's own sessions last as long). */
export const SESSION_IDLE_LIMIT_MS = 14 * 24 * 60 * 60_000;

export interface SessionStart {
  userId: string;
  method: SignInMethod;
  /** The provider's session (`sid` of its ID token): a silent sign-in in the same provider session continues it. */
  providerSid?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** The organization it starts on; absent: the person's default (`defaultOrganizationOf`). */
  organizationId?: string;
  /**
   * When the person typed their credentials for it (the step-up window opens then); absent for a session
   * no credential check started. A continued session keeps its own.
   */
  confirmedAt?: Date | null;
}

const newSessionId = () => randomBytes(18).toString('base64url');

/**
 * The WinHub session of a sign-in: the person's active session in the same provider session when there is
 * one (a token renewed by silent sign-in stays the same session), a new one otherwise.
 */
export async function startSession(prisma: PrismaClient, start: SessionStart): Promise<string> {
  const now = new Date();
  if (start.providerSid) {
    const continued = await prisma.session.findFirst({
      where: {
        userId: start.userId,
        providerSid: start.providerSid,
        endedAt: null,
        lastSeenAt: { gt: new Date(now.getTime() - SESSION_IDLE_LIMIT_MS) },
      },
      select: { id: true },
    });
    if (continued) {
      await prisma.session.update({ where: { id: continued.id }, data: { lastSeenAt: now } });
      return continued.id;
    }
  }
  const organizationId = start.organizationId ?? (await defaultOrganizationOf(prisma, start.userId));
  const session = await prisma.session.create({
    data: {
      id: newSessionId(),
      userId: start.userId,
      organizationId,
      method: start.method,
      providerSid: start.providerSid ?? null,
      ip: start.ip ?? null,
      userAgent: start.userAgent?.slice(0, 512) ?? null,
      confirmedAt: start.confirmedAt ?? null,
    },
    select: { id: true },
  });
  return session.id;
}

/** Which sessions to end. */
export type SessionSelector =
  | { sessionId: string; userId?: string }
  | { userId: string; exceptSessionId?: string }
  | { providerSid: string }
  /** The person's sessions; `onlyWithoutProviderSid`: those whose provider gave no session id. */
  | { subject: string; onlyWithoutProviderSid?: boolean };

function whereOf(selector: SessionSelector): Prisma.SessionWhereInput {
  if ('sessionId' in selector) {
    return { id: selector.sessionId, ...(selector.userId ? { userId: selector.userId } : {}) };
  }
  if ('providerSid' in selector) return { providerSid: selector.providerSid };
  if ('subject' in selector) {
    return {
      user: { identitySubject: selector.subject },
      ...(selector.onlyWithoutProviderSid ? { providerSid: null } : {}),
    };
  }
  return {
    userId: selector.userId,
    ...(selector.exceptSessionId ? { id: { not: selector.exceptSessionId } } : {}),
  };
}

/**
 * Ends the selected sessions inside `tx` and, in the same transaction, writes a back-channel logout for
 * every service that joined them (delivered from the outbox once `tx` commits: call
 * `ports.deliverLogouts()` then). Returns the ended session ids.
 */
export async function endSessions(
  tx: Prisma.TransactionClient,
  selector: SessionSelector,
  reason: SessionEndReason,
): Promise<string[]> {
  const ending = await tx.session.findMany({
    where: { ...whereOf(selector), endedAt: null },
    select: { id: true, userId: true },
  });
  if (ending.length === 0) return [];
  const ids = ending.map((session) => session.id);
  await tx.session.updateMany({
    where: { id: { in: ids }, endedAt: null },
    data: { endedAt: new Date(), endReason: reason },
  });
  const joined = await tx.serviceSession.findMany({ where: { sessionId: { in: ids } } });
  const userOf = new Map(ending.map((session) => [session.id, session.userId]));
  if (joined.length > 0) {
    await tx.logoutDelivery.createMany({
      data: joined.map((row) => ({
        sessionId: row.sessionId,
        service: row.service,
        subject: userOf.get(row.sessionId) ?? '',
      })),
      skipDuplicates: true,
    });
  }
  return ids;
}

/**
 * Ends sessions in a transaction of their own, with the provider sessions behind them when asked,
 * then sends the logouts.
 */
export async function endSessionsNow(
  prisma: PrismaClient,
  ports: SessionPorts,
  selector: SessionSelector,
  reason: SessionEndReason,
  options: { providerSessions?: 'all-of-subject' | 'the-ones-ended' | 'none'; subject?: string } = {},
): Promise<string[]> {
  const ended = await prisma.$transaction(async (tx) => {
    const ids = await endSessions(tx, selector, reason);
    const provider = ports.providerSessions;
    if (provider && options.providerSessions === 'all-of-subject' && options.subject) {
      await provider.endAll(tx, options.subject);
    } else if (provider && options.providerSessions === 'the-ones-ended' && ids.length > 0) {
      const rows = await tx.session.findMany({ where: { id: { in: ids } }, select: { providerSid: true } });
      for (const { providerSid } of rows) if (providerSid) await provider.endOne(tx, providerSid);
    }
    return ids;
  });
  if (ended.length > 0) ports.deliverLogouts();
  return ended;
}
