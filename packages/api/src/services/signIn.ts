import type { PrismaClient } from '../db.ts';
import { badRequest } from '../http/errors.ts';
import type { ProviderIdentity } from '../identity/identity.ts';
import {
  createOrganizationWithAdmin,
  joinFullName,
  normalizeEmail,
  personalOrganizationName,
} from './people.ts';
import { isUniqueViolation } from './uniqueViolation.ts';

async function findOrLink(prisma: PrismaClient, identity: ProviderIdentity, email: string) {
  const bySubject = await prisma.user.findUnique({ where: { identitySubject: identity.sub } });
  if (bySubject) return bySubject;
  const byEmail = await prisma.user.findUnique({ where: { email } });
  if (byEmail && !byEmail.identitySubject) {
    return prisma.user.update({ where: { id: byEmail.id }, data: { identitySubject: identity.sub } });
  }
  if (byEmail) throw badRequest('This email belongs to another sign-in account', 'account_conflict');
  return null;
}

/** The user behind a provider identity: found by subject, linked by email, or created with a personal organization. */
export async function userForProviderIdentity(prisma: PrismaClient, identity: ProviderIdentity) {
  if (!identity.email)
    throw badRequest('The identity provider did not share an email address', 'email_missing');
  const email = normalizeEmail(identity.email);
  const fullName = joinFullName(identity.firstName, identity.lastName);
  const existing = await findOrLink(prisma, identity, email);
  if (existing) {
    if (fullName && fullName !== existing.fullName) {
      return prisma.user.update({ where: { id: existing.id }, data: { fullName } });
    }
    return existing;
  }
  try {
    const { user } = await prisma.$transaction((tx) =>
      createOrganizationWithAdmin(tx, {
        email,
        fullName: fullName || email.split('@')[0] || email,
        passwordHash: null,
        identitySubject: identity.sub,
        organization: { name: personalOrganizationName(fullName, email) },
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
