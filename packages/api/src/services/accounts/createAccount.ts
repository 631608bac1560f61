import { conflict } from '../../domain/errors.ts';
import { createOrganizationWithAdmin, normalizeEmail, personalOrganizationName } from '../people.ts';
import { rememberBrowser } from '../signIn/activity.ts';
import type { SignInContext } from '../signIn/signInContext.ts';
import { throttleKey } from '../signIn/throttlePolicy.ts';
import { isUniqueViolation } from '../uniqueViolation.ts';
import type { AccountDeps } from './accountDeps.ts';
import { writeVerificationMail } from './emailVerification.ts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead.';

export interface NewPasswordAccount {
  email: string;
  fullName: string;
  password: string;
  /** Absent: one named after the person (the provider's own sign-up screen asks for none). */
  organization?: { name: string; businessType?: string | null; employees?: string | null };
}

/**
 * A sign-up with a password (the spec's /register and the provider's own screen): organization, admin
 * user, permissions, the verification mail and the browser it came from (the account's first: a later
 * sign-in from it is no news) in one transaction; that browser then gets the account's device token, as
 * after a sign-in, so failures elsewhere do not lock it out. The unique email makes concurrent attempts end in
 * exactly one account; a taken email gets its owner a "someone tried to sign up" mail and a 409
 * `email_taken`.
 */
export async function createAccount(
  deps: AccountDeps,
  input: NewPasswordAccount,
  browser: Pick<SignInContext, 'browserId' | 'keepDeviceToken'>,
) {
  const email = normalizeEmail(input.email);
  // no look-up first: a taken email goes the same way (hash, then the insert the unique email refuses)
  const passwordHash = await deps.passwords.hash(input.password);
  try {
    const created = await deps.prisma.$transaction(async (tx) => {
      const account = await createOrganizationWithAdmin(tx, {
        email,
        fullName: input.fullName,
        passwordHash,
        identitySubject: null,
        organization: input.organization ?? { name: personalOrganizationName(input.fullName, input.email) },
      });
      await writeVerificationMail(tx, deps, account.user);
      await rememberBrowser(tx, account.user.id, browser.browserId);
      return account;
    });
    browser.keepDeviceToken(deps.deviceTokens.issue(throttleKey(email)));
    deps.mailer.flush();
    return created;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await mailOwnerOfSignUpAttempt(deps, email);
    throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
  }
}

async function mailOwnerOfSignUpAttempt(deps: AccountDeps, email: string): Promise<void> {
  const owner = await deps.prisma.user.findUnique({ where: { email } });
  if (!owner) return;
  await deps.prisma.$transaction((tx) =>
    deps.mailer.enqueue(tx, owner.email, {
      kind: 'signUpAttempt',
      name: owner.fullName,
      signInUrl: deps.links.signIn(),
      resetUrl: deps.links.forgotPassword(),
    }),
  );
  deps.mailer.flush();
}
