import type { PrismaClient } from '../../db.ts';
import {
  createOrganizationWithAdmin,
  normalizeEmail,
  personalOrganizationName,
} from '../../services/people.ts';
import { isUniqueViolation } from '../../services/uniqueViolation.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../passwords.ts';

export class EmailTakenError extends Error {
  constructor() {
    super('Email already registered');
    this.name = 'EmailTakenError';
  }
}

export type Authentication =
  | { outcome: 'signed-in'; accountId: string }
  | { outcome: 'invalid-credentials' }
  | { outcome: 'organization-inactive' };

/**
 * Checks credentials typed on the provider's sign-in form: the account id (identity subject) when they
 * are valid and the person's organization is active. Same cost whether or not the email exists.
 */
export async function authenticateAccount(
  prisma: PrismaClient,
  email: string,
  password: string,
): Promise<Authentication> {
  const user = await prisma.user.findUnique({
    where: { email: normalizeEmail(email) },
    include: { organization: { select: { isActive: true } } },
  });
  const valid = await verifyPassword(password, user?.password ?? DUMMY_PASSWORD_HASH);
  if (!valid || !user?.isActive || !user.password || !user.identitySubject) {
    return { outcome: 'invalid-credentials' };
  }
  if (!user.organization.isActive) return { outcome: 'organization-inactive' };
  return { outcome: 'signed-in', accountId: user.identitySubject };
}

/** Sign-up on the provider's screen: the account, with a personal organization it administers. */
export async function registerAccount(
  prisma: PrismaClient,
  input: { fullName: string; email: string; password: string },
): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  try {
    const { user } = await prisma.$transaction((tx) =>
      createOrganizationWithAdmin(tx, {
        email: input.email,
        fullName: input.fullName,
        passwordHash,
        identitySubject: null,
        organization: { name: personalOrganizationName(input.fullName, input.email) },
      }),
    );
    return user.identitySubject ?? user.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}
