import type { RegistrationDetails } from '../../contract/auth.ts';
import { joinFullName } from '../../contract/personName.ts';
import type { PrismaClient } from '../../db.ts';
import { invalid } from '../../domain/errors.ts';
import type { ProviderIdentity } from '../../domain/ports/identity.ts';
import { createOrganizationWithAdmin, normalizeEmail, personalOrganizationName } from '../people.ts';
import { isUniqueViolation } from '../uniqueViolation.ts';

async function findOrLink(prisma: PrismaClient, identity: ProviderIdentity, email: string) {
  const bySubject = await prisma.user.findUnique({ where: { identitySubject: identity.sub } });
  if (bySubject) return bySubject;
  const byEmail = await prisma.user.findUnique({ where: { email } });
  if (byEmail && !byEmail.identitySubject) {
    return prisma.user.update({ where: { id: byEmail.id }, data: { identitySubject: identity.sub } });
  }
  if (byEmail) throw invalid('account_conflict', 'This email belongs to another sign-in account');
  return null;
}

/**
 * A first sign-in's organization: with the details the person registered (/register's or the home
 * form's), else named after them. Without an organization name it is named after the name they typed.
 */
function newOrganization(fullName: string, email: string, registration: RegistrationDetails | null) {
  return {
    name:
      registration?.organizationName || personalOrganizationName(registration?.fullName || fullName, email),
    businessType: registration?.businessType || null,
    employees: registration?.employees || null,
  };
}

/**
 * The user behind a provider identity: found by subject, linked by email, or created as the admin of a
 * new organization (from /register's details when given). An email that already has an organization
 * signs into it: never a duplicate.
 */
export async function userForProviderIdentity(
  prisma: PrismaClient,
  identity: ProviderIdentity,
  registration: RegistrationDetails | null = null,
) {
  const email = normalizeEmail(identity.email);
  const fullName = joinFullName(identity.firstName, identity.lastName);
  const existing = await findOrLink(prisma, identity, email);
  if (existing) {
    // an external provider vouches for the address; the embedded one reports what WinHub itself recorded
    const verifiedNow = identity.emailVerified && !existing.emailVerifiedAt;
    if ((fullName && fullName !== existing.fullName) || verifiedNow) {
      return prisma.user.update({
        where: { id: existing.id },
        data: { ...(fullName ? { fullName } : {}), ...(verifiedNow ? { emailVerifiedAt: new Date() } : {}) },
      });
    }
    return existing;
  }
  const displayName = fullName || registration?.fullName || email.split('@')[0] || email;
  try {
    const { user } = await prisma.$transaction((tx) =>
      createOrganizationWithAdmin(tx, {
        emailVerified: identity.emailVerified,
        email,
        fullName: displayName,
        passwordHash: null,
        identitySubject: identity.sub,
        organization: newOrganization(fullName, email, registration),
      }),
    );
    return user;
  } catch (error) {
    // a concurrent first sign-in of the same person created it first
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOrLink(prisma, identity, email);
    if (!winner) throw error;
    return winner;
  }
}
