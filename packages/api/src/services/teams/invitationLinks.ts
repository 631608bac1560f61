import type { SessionResponse } from '../../contract/common.ts';
import type {
  InvitationDetails,
  InvitationLookupResponse,
  OrganizationsResponse,
} from '../../contract/teams.ts';
import { conflict, forbidden, notFound } from '../../domain/errors.ts';
import type { Identity } from '../../domain/ports/identity.ts';
import type { AuthContext } from '../../domain/principal.ts';
import type { Invitation, Prisma } from '../../generated/prisma/client.ts';
import type { AccountDeps } from '../accounts/accountDeps.ts';
import { EMAIL_TAKEN_MESSAGE } from '../accounts/createAccount.ts';
import { newUsername, normalizeEmail } from '../people.ts';
import { openSession } from '../sessions/openSession.ts';
import { rememberBrowser } from '../signIn/activity.ts';
import type { SignInContext } from '../signIn/signInContext.ts';
import { throttleKey } from '../signIn/throttlePolicy.ts';
import { isUniqueViolation } from '../uniqueViolation.ts';
import { recordActivity } from './activity.ts';
import { type InvitationDeps, invitationTokenHash } from './invitationTokens.ts';
import { asTeamRole, organizationsOf } from './memberships.ts';
import { lockOrganization } from './organizationLock.ts';

// An invitation link's side: what it opens for the visitor, accepting it signed in, signing up from it.
// Sending, resending and revoking invitations are invitations.ts.

/** "a***@example.com": the invited address named to someone signed in as another. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

type Found = Invitation & {
  organization: { name: string; isActive: boolean };
  invitedBy: { fullName: string } | null;
};

async function findByToken(
  db: Prisma.TransactionClient | InvitationDeps['prisma'],
  token: string,
): Promise<Found | null> {
  return db.invitation.findUnique({
    where: { tokenHash: invitationTokenHash(token) },
    include: {
      organization: { select: { name: true, isActive: true } },
      invitedBy: { select: { fullName: true } },
    },
  });
}

type DeadState = 'used' | 'revoked' | 'expired' | 'invalid';

function deadStateOf(invitation: Found | null, now: Date): DeadState | null {
  if (!invitation?.organization.isActive) return 'invalid';
  if (invitation.acceptedAt) return 'used';
  if (invitation.revokedAt) return 'revoked';
  if (invitation.expiresAt <= now) return 'expired';
  return null;
}

const detailsOf = (invitation: Found, email = invitation.email): InvitationDetails => ({
  organizationName: invitation.organization.name,
  role: asTeamRole(invitation.role),
  invitedBy: invitation.invitedBy?.fullName ?? '',
  email,
});

/** Which page an invitation link opens, for the person signed in (or nobody). */
export async function lookUpInvitation(
  deps: Pick<InvitationDeps, 'prisma'>,
  token: string,
  signedIn: Pick<AuthContext, 'email'> | null,
): Promise<InvitationLookupResponse> {
  const invitation = await findByToken(deps.prisma, token);
  const dead = deadStateOf(invitation, new Date());
  if (dead === 'invalid' || !invitation) return { kind: 'invalid' };
  if (dead) return { kind: dead, organizationName: invitation.organization.name };
  if (signedIn) {
    return normalizeEmail(signedIn.email) === invitation.email
      ? { kind: 'accept', invitation: detailsOf(invitation) }
      : {
          kind: 'wrong-account',
          invitation: detailsOf(invitation, maskEmail(invitation.email)),
          signedInEmail: signedIn.email,
        };
  }
  const account = await deps.prisma.user.findUnique({
    where: { email: invitation.email },
    select: { id: true },
  });
  return { kind: account ? 'sign-in' : 'sign-up', invitation: detailsOf(invitation) };
}

const refusalOf = (state: DeadState) => {
  switch (state) {
    case 'used':
      return conflict('invitation_used', 'This invitation was already used.');
    case 'revoked':
      return conflict('invitation_revoked', 'This invitation was revoked by an admin of the organization.');
    case 'expired':
      return conflict('invitation_expired', 'This invitation has expired. Ask an admin to send it again.');
    default:
      return notFound('invitation_invalid', 'This invitation link is not valid.');
  }
};

/**
 * Uses the invitation once (the statement that marks it accepted checks it is still open, so two
 * acceptances racing get one success) and makes the membership with its role and permissions.
 */
async function takeInvitation(tx: Prisma.TransactionClient, token: string, email: string): Promise<Found> {
  const invitation = await findByToken(tx, token);
  const dead = deadStateOf(invitation, new Date());
  if (dead || !invitation) throw refusalOf(dead ?? 'invalid');
  if (invitation.email !== normalizeEmail(email)) {
    throw forbidden(
      'invitation_wrong_account',
      `This invitation is for ${maskEmail(invitation.email)}. Sign out and open the link again.`,
    );
  }
  const taken = await tx.invitation.updateMany({
    where: { id: invitation.id, acceptedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
    data: { acceptedAt: new Date() },
  });
  if (taken.count !== 1) throw refusalOf('used');
  return invitation;
}

async function joinOrganization(
  tx: Prisma.TransactionClient,
  invitation: Found,
  person: { id: string; email: string; fullName: string },
  from: { ip: string | null; userAgent: string | null },
): Promise<void> {
  await lockOrganization(tx, invitation.organizationId);
  const existing = await tx.membership.findUnique({
    where: { organizationId_userId: { organizationId: invitation.organizationId, userId: person.id } },
  });
  if (existing) return;
  await tx.membership.create({
    data: { organizationId: invitation.organizationId, userId: person.id, role: asTeamRole(invitation.role) },
  });
  await tx.userPermission.create({
    data: {
      organizationId: invitation.organizationId,
      userId: person.id,
      canPostAsCompany: invitation.canPostAsCompany,
      canSellAsCompany: invitation.canSellAsCompany,
      grantedBy: invitation.invitedById,
      grantedAt: new Date(),
    },
  });
  const actor = { userId: person.id, name: person.fullName, email: person.email, ...from };
  await recordActivity(
    tx,
    invitation.organizationId,
    actor,
    { kind: 'invitation_accepted', role: asTeamRole(invitation.role) },
    { userId: person.id, email: person.email, name: person.fullName },
  );
}

/** Accepts signed in with the invited address: a membership (once), the address verified, the session on it. */
export async function acceptInvitation(
  deps: Pick<InvitationDeps, 'prisma'>,
  auth: Pick<AuthContext, 'userId' | 'email' | 'fullName' | 'sessionId'>,
  token: string,
  from: { ip: string | null; userAgent: string | null },
): Promise<OrganizationsResponse> {
  const organizationId = await deps.prisma.$transaction(async (tx) => {
    const invitation = await takeInvitation(tx, token, auth.email);
    await joinOrganization(
      tx,
      invitation,
      { id: auth.userId, email: auth.email, fullName: auth.fullName },
      from,
    );
    await tx.user.updateMany({
      where: { id: auth.userId, emailVerifiedAt: null },
      data: { emailVerifiedAt: new Date() },
    });
    await tx.session.update({
      where: { id: auth.sessionId },
      data: { organizationId: invitation.organizationId },
    });
    return invitation.organizationId;
  });
  return organizationsOf(deps.prisma, auth.userId, organizationId);
}

/**
 * A new account from an invitation: the invited address (verified: the link reached it), a password, and
 * the membership; signed in on that organization, the browser known to the account and given its device
 * token. An address that has an account signs in instead (409).
 */
export async function signUpFromInvitation(
  deps: InvitationDeps & Pick<AccountDeps, 'deviceTokens'>,
  identity: Pick<Identity, 'external' | 'issueSessionToken'>,
  request: { token: string; fullName: string; password: string },
  context: SignInContext,
): Promise<SessionResponse> {
  if (identity.external) {
    throw forbidden(
      'provider_signup_required',
      'Accounts are created on the identity provider’s sign-up screen',
    );
  }
  const passwordHash = await deps.passwords.hash(request.password);
  try {
    const { user, organizationId } = await deps.prisma.$transaction(async (tx) => {
      const pending = await findByToken(tx, request.token);
      const dead = deadStateOf(pending, new Date());
      if (dead || !pending) throw refusalOf(dead ?? 'invalid');
      if (await tx.user.findUnique({ where: { email: pending.email }, select: { id: true } })) {
        throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
      }
      const created = await tx.user.create({
        data: {
          email: pending.email,
          username: newUsername(pending.email),
          fullName: request.fullName,
          password: passwordHash,
          emailVerifiedAt: new Date(),
        },
      });
      const user = await tx.user.update({ where: { id: created.id }, data: { identitySubject: created.id } });
      const invitation = await takeInvitation(tx, request.token, user.email);
      await joinOrganization(tx, invitation, user, context);
      await rememberBrowser(tx, user.id, context.browserId);
      return { user, organizationId: invitation.organizationId };
    });
    context.keepDeviceToken(deps.deviceTokens.issue(throttleKey(user.email)));
    return openSession(deps.prisma, identity, user, user.identitySubject ?? user.id, {
      method: 'sign_up',
      organizationId,
      ip: context.ip,
      userAgent: context.userAgent,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}
