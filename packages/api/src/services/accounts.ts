import type { CreateAccountRequest } from '../contract/accounts.ts';
import type { PrismaClient } from '../db.ts';
import { conflict } from '../http/errors.ts';
import { hashPassword } from '../identity/passwords.ts';
import { createOrganizationWithAdmin, normalizeEmail } from './people.ts';
import { isUniqueViolation } from './uniqueViolation.ts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead.';

type CreateAccountInput = Required<
  Pick<CreateAccountRequest, 'email' | 'fullName' | 'password' | 'organizationName'>
> &
  Pick<CreateAccountRequest, 'businessType' | 'employees'>;

/**
 * `/register`: organization, admin user, permissions and provider account (the password hash on the
 * user) in one transaction. The unique email makes concurrent attempts end in exactly one account, and
 * answers a taken email (409).
 */
export async function createAccount(prisma: PrismaClient, input: CreateAccountInput) {
  const email = normalizeEmail(input.email);
  // no look-up first: a taken email goes the same way (hash, then the insert the unique email refuses),
  // so its answer takes as long as a new account's and timing does not tell which emails exist
  const passwordHash = await hashPassword(input.password);
  try {
    return await prisma.$transaction((tx) =>
      createOrganizationWithAdmin(tx, {
        email,
        fullName: input.fullName,
        passwordHash,
        identitySubject: null,
        organization: {
          name: input.organizationName,
          businessType: input.businessType || null,
          employees: input.employees || null,
        },
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE, 'email_taken');
    throw error;
  }
}
