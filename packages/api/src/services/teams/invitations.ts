import { z } from 'zod';
import type {
  InvitationListResponse,
  InviteOutcome,
  InviteResponse,
  PendingInvitation,
} from '../../contract/teams.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import type { OrganizationAccess } from '../../domain/principal.ts';
import type { Invitation, Prisma } from '../../generated/prisma/client.ts';
import { normalizeEmail } from '../people.ts';
import { type Actor, recordActivity } from './activity.ts';
import { type InvitationDeps, invitationTokenHash, newInvitationToken } from './invitationTokens.ts';
import { asTeamRole } from './memberships.ts';
import { lockOrganization } from './organizationLock.ts';

// An organization admin's side of invitations: invite, list, resend, revoke. What a link opens and
// accepting it are invitationLinks.ts.

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

const isEmail = (value: string) => value.length <= 320 && z.email().safeParse(value).success;

const mailOff = () =>
  conflict('mail_unavailable', 'Invitations need mail, and this server sends none (set SMTP_URL).');

async function mailInvitation(
  tx: Prisma.TransactionClient,
  deps: InvitationDeps,
  invitation: Pick<Invitation, 'email' | 'role' | 'expiresAt'>,
  token: string,
  context: { organizationName: string; invitedBy: string },
) {
  await deps.mailer.enqueue(tx, invitation.email, {
    kind: 'invitation',
    organizationName: context.organizationName,
    invitedBy: context.invitedBy,
    role: asTeamRole(invitation.role),
    acceptUrl: deps.links.invitation(token),
    expiresOn: invitation.expiresAt.toUTCString(),
  });
}

/** Invites each address once, with one role and the permissions; answers what became of each address. */
export async function invite(
  deps: InvitationDeps,
  actor: Actor,
  access: OrganizationAccess,
  request: {
    emails: string[];
    role: 'admin' | 'member';
    canPostAsCompany: boolean;
    canSellAsCompany: boolean;
  },
): Promise<InviteResponse> {
  if (!deps.mailer.enabled) throw mailOff();
  const { organizationId } = access;
  const seen = new Set<string>();
  const addresses = request.emails
    .map((typed) => typed.trim())
    .filter((typed) => {
      const key = typed.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const results = await deps.prisma.$transaction(async (tx) => {
    const organization = await tx.organization.findUniqueOrThrow({ where: { id: organizationId } });
    await lockOrganization(tx, organizationId);
    const now = new Date();
    const answers: InviteResponse['results'] = [];
    for (const typed of addresses) {
      const email = normalizeEmail(typed);
      let outcome: InviteOutcome;
      if (!isEmail(email)) outcome = 'invalid';
      else if (
        await tx.membership.findFirst({ where: { organizationId, user: { email } }, select: { id: true } })
      )
        outcome = 'already_member';
      else if (
        await tx.invitation.findFirst({
          where: { organizationId, email, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
          select: { id: true },
        })
      )
        outcome = 'already_invited';
      else {
        const token = newInvitationToken();
        const invitation = await tx.invitation.create({
          data: {
            organizationId,
            email,
            role: request.role,
            canPostAsCompany: request.canPostAsCompany,
            canSellAsCompany: request.canSellAsCompany,
            tokenHash: invitationTokenHash(token),
            invitedById: actor.userId,
            expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
          },
        });
        await mailInvitation(tx, deps, invitation, token, {
          organizationName: organization.name,
          invitedBy: actor.name,
        });
        await recordActivity(
          tx,
          organizationId,
          actor,
          { kind: 'invitation_sent', role: request.role },
          { email },
        );
        outcome = 'invited';
      }
      answers.push({ email: typed, outcome });
    }
    return answers;
  });
  deps.mailer.flush();
  return { results };
}

type WithInviter = Invitation & { invitedBy: { fullName: string } | null };

const toPending = (invitation: WithInviter, now: Date): PendingInvitation => ({
  id: invitation.id,
  email: invitation.email,
  role: asTeamRole(invitation.role),
  canPostAsCompany: invitation.canPostAsCompany,
  canSellAsCompany: invitation.canSellAsCompany,
  invitedBy: invitation.invitedBy?.fullName ?? '',
  createdAt: invitation.createdAt.toISOString(),
  expiresAt: invitation.expiresAt.toISOString(),
  isExpired: invitation.expiresAt <= now,
});

/** Invitations neither accepted nor revoked (expired ones too: they can be sent again), newest first. */
export async function listInvitations(
  deps: Pick<InvitationDeps, 'prisma'>,
  access: OrganizationAccess,
): Promise<InvitationListResponse> {
  const rows = await deps.prisma.invitation.findMany({
    where: { organizationId: access.organizationId, acceptedAt: null, revokedAt: null },
    include: { invitedBy: { select: { fullName: true } } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 500,
  });
  const now = new Date();
  return { invitations: rows.map((row) => toPending(row, now)) };
}

const invitationNotFound = () => notFound('invitation_not_found', 'This invitation is not pending any more.');

/** Sends a pending invitation again with a new link (the old one stops working), valid 7 days from now. */
export async function resendInvitation(
  deps: InvitationDeps,
  actor: Actor,
  access: OrganizationAccess,
  invitationId: string,
): Promise<PendingInvitation> {
  if (!deps.mailer.enabled) throw mailOff();
  const updated = await deps.prisma.$transaction(async (tx) => {
    const invitation = await tx.invitation.findFirst({
      where: { id: invitationId, organizationId: access.organizationId, acceptedAt: null, revokedAt: null },
      include: { organization: true },
    });
    if (!invitation) throw invitationNotFound();
    const token = newInvitationToken();
    const renewed = await tx.invitation.update({
      where: { id: invitation.id },
      data: {
        tokenHash: invitationTokenHash(token),
        expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
      },
      include: { invitedBy: { select: { fullName: true } } },
    });
    await mailInvitation(tx, deps, renewed, token, {
      organizationName: invitation.organization.name,
      invitedBy: actor.name,
    });
    await recordActivity(
      tx,
      access.organizationId,
      actor,
      { kind: 'invitation_resent' },
      { email: invitation.email },
    );
    return renewed;
  });
  deps.mailer.flush();
  return toPending(updated, new Date());
}

/** Revokes a pending invitation: its link opens the "revoked" page from now on. */
export async function revokeInvitation(
  deps: Pick<InvitationDeps, 'prisma'>,
  actor: Actor,
  access: OrganizationAccess,
  invitationId: string,
): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    const revoked = await tx.invitation.updateMany({
      where: { id: invitationId, organizationId: access.organizationId, acceptedAt: null, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (revoked.count !== 1) throw invitationNotFound();
    const invitation = await tx.invitation.findUniqueOrThrow({ where: { id: invitationId } });
    await recordActivity(
      tx,
      access.organizationId,
      actor,
      { kind: 'invitation_revoked' },
      { email: invitation.email },
    );
  });
}
