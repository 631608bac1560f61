import { randomBytes } from 'node:crypto';
import type { SessionUser } from '../contract/common.ts';
import { splitFullName } from '../contract/personName.ts';
import type { Prisma } from '../generated/prisma/client.ts';

/** A unique, safe identifier for the organization's own database schema. */
export const newDatabaseSchema = () => `org_${randomBytes(12).toString('hex')}`;

/** Usernames are unique: the email's local part plus a short random suffix. */
export const newUsername = (email: string) =>
  `${(email.split('@')[0] ?? 'user').replace(/[^a-z0-9._-]/gi, '').slice(0, 40) || 'user'}_${randomBytes(4).toString('hex')}`;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toSessionUser(user: {
  id: string;
  email: string;
  fullName: string;
  emailVerified?: boolean;
  emailVerifiedAt?: Date | null;
}): SessionUser {
  const emailVerified =
    user.emailVerified ?? (user.emailVerifiedAt === undefined ? undefined : user.emailVerifiedAt !== null);
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    ...splitFullName(user.fullName),
    ...(emailVerified === undefined ? {} : { emailVerified }),
  };
}

export interface NewAccount {
  email: string;
  /** An external provider vouched for the address. */
  emailVerified?: boolean;
  fullName: string;
  passwordHash: string | null;
  identitySubject: string | null;
  organization: { name: string; businessType?: string | null; employees?: string | null };
}

/** Creates an organization with its creator as admin (and their permissions), inside `tx`. */
export async function createOrganizationWithAdmin(tx: Prisma.TransactionClient, account: NewAccount) {
  const organization = await tx.organization.create({
    data: {
      name: account.organization.name,
      businessType: account.organization.businessType ?? null,
      employees: account.organization.employees ?? null,
      databaseSchema: newDatabaseSchema(),
    },
  });
  const created = await tx.user.create({
    data: {
      email: normalizeEmail(account.email),
      username: newUsername(account.email),
      fullName: account.fullName,
      password: account.passwordHash,
      identitySubject: account.identitySubject,
      emailVerifiedAt: account.emailVerified ? new Date() : null,
    },
  });
  // embedded-provider accounts use the user id as their subject
  const user = account.identitySubject
    ? created
    : await tx.user.update({ where: { id: created.id }, data: { identitySubject: created.id } });
  await tx.membership.create({ data: { organizationId: organization.id, userId: user.id, role: 'admin' } });
  await tx.userPermission.create({
    data: {
      userId: user.id,
      organizationId: organization.id,
      canPostAsCompany: true,
      canSellAsCompany: true,
      grantedBy: user.id,
      grantedAt: new Date(),
    },
  });
  return { organization, user };
}

export const personalOrganizationName = (fullName: string, email: string) =>
  fullName.trim() ? `${fullName.trim()}'s organization` : (email.split('@')[0] ?? 'My organization');
