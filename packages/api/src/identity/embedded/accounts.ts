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

/** The account id (identity subject) for valid credentials, or null. Same cost whether or not the email exists. */
export async function authenticateAccount(prisma: PrismaClient, email: string, password: string) {
  const user = await prisma.user.findUnique({ where: { email: normalizeEmail(email) } });
  const valid = await verifyPassword(password, user?.password ?? DUMMY_PASSWORD_HASH);
  return valid && user?.isActive && user.password && user.identitySubject ? user.identitySubject : null;
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
