import type { SessionResponse } from '../../contract/common.ts';
import type { CreateAccountRequest } from '../../contract/signUp.ts';
import { forbidden } from '../../domain/errors.ts';
import type { Identity } from '../../domain/ports/identity.ts';
import { openSession } from '../sessions/openSession.ts';
import type { SignInContext } from '../signIn/signInContext.ts';
import type { AccountDeps } from './accountDeps.ts';
import { createAccount } from './createAccount.ts';

export interface CreateAccountSignedInDeps {
  account: AccountDeps;
  identity: Pick<Identity, 'external' | 'issueSessionToken'>;
}

/**
 * /register's sign-up: the organization and its admin (`createAccount`), signed in at once in a new
 * WinHub session. An external provider makes accounts on its own screens only.
 * `signInContext` is read only once the sign-up is allowed: reading it gives a new browser its cookie.
 */
export async function createAccountSignedIn(
  deps: CreateAccountSignedInDeps,
  request: CreateAccountRequest,
  signInContext: () => SignInContext,
): Promise<SessionResponse> {
  if (deps.identity.external) {
    throw forbidden(
      'provider_signup_required',
      'Accounts are created on the identity provider’s sign-up screen',
    );
  }
  const context = signInContext();
  const { user } = await createAccount(
    deps.account,
    {
      email: request.email,
      fullName: request.fullName,
      password: request.password,
      organization: {
        name: request.organizationName,
        businessType: request.businessType || null,
        employees: request.employees || null,
      },
    },
    context,
  );
  return openSession(deps.account.prisma, deps.identity, user, user.identitySubject ?? user.id, {
    method: 'sign_up',
    ip: context.ip,
    userAgent: context.userAgent,
  });
}
