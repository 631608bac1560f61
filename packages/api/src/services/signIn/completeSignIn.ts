import type { AccountDeps } from '../accounts/accountDeps.ts';
import { voidAccountTokens } from '../accounts/accountTokens.ts';
import { browserInWords } from '../sessions/browserInWords.ts';
import { isNewBrowser, pruneActivity, recordSignInEvent, type SignInEventMethod } from './activity.ts';
import type { SignInContext } from './signInContext.ts';
import { throttleKey } from './throttlePolicy.ts';

/**
 * What every successful sign-in does, whichever way the person proved who they are: the failure count it
 * was counted against (`failureKey`; the address's by default) starts again, pending password-reset links
 * stop working, the sign-in is recorded, the browser gets (a new) device token for the account, and a
 * browser never seen for the account gets its owner a mail.
 */
export async function completeSignIn(
  deps: AccountDeps,
  user: { id: string; email: string; fullName: string },
  method: SignInEventMethod,
  context: SignInContext,
  failureKey = throttleKey(user.email),
): Promise<void> {
  await deps.failures.clear(failureKey);
  context.keepDeviceToken(deps.deviceTokens.issue(throttleKey(user.email)));
  const mailed = await deps.prisma.$transaction(async (tx) => {
    await voidAccountTokens(tx, user.id, 'reset_password');
    await recordSignInEvent(tx, user.id, method, 'success', context);
    await pruneActivity(tx, user.id);
    if (!(await isNewBrowser(tx, user.id, context.browserId))) return false;
    const { browser, os } = browserInWords(context.userAgent);
    await deps.mailer.enqueue(tx, user.email, {
      kind: 'newSignIn',
      name: user.fullName,
      when: new Date().toUTCString(),
      browser,
      os,
      ip: context.ip ?? 'unknown',
      accountUrl: deps.links.account('sessions'),
      resetUrl: deps.links.forgotPassword(),
    });
    return true;
  });
  deps.onSignInOutcome?.('success', method);
  if (mailed) deps.mailer.flush();
}
