import QRCode from 'qrcode';
import type { TotpSetupResponse } from '../../contract/accountPage.ts';
import { conflict, invalid } from '../../domain/errors.ts';
import type { AccountDeps } from '../accounts/accountDeps.ts';
import { mailFactorAdded } from '../accounts/factorAddedMail.ts';
import { mailFactorRemoved } from '../accounts/factorRemovedMail.ts';
import { requireStepUp, type StepUpSession } from '../accounts/stepUp.ts';
import { replaceRecoveryCodes } from './recoveryCodes.ts';
import { acceptedTimeStep, newTotpSeed } from './totpCodes.ts';

/** A new seed for the authenticator app (after a confirmation), kept aside until a first code confirms it. */
export async function startTotpSetup(deps: AccountDeps, session: StepUpSession): Promise<TotpSetupResponse> {
  await requireStepUp(deps, session);
  const { userId } = session;
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.totpSecret) throw conflict('totp_already_on', 'Two-factor authentication is already on.');
  const { secret, otpauthUrl } = newTotpSeed(user.email);
  await deps.prisma.user.update({
    where: { id: userId },
    data: { totpPendingSecret: deps.sealer.seal(secret) },
  });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Turns two-factor on with the first code of the new seed (after a confirmation); answers the ten
 * recovery codes, shown once, and tells the owner by mail.
 */
export async function enableTotp(deps: AccountDeps, session: StepUpSession, code: string): Promise<string[]> {
  await requireStepUp(deps, session);
  const { userId } = session;
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.totpSecret) throw conflict('totp_already_on', 'Two-factor authentication is already on.');
  if (!user.totpPendingSecret)
    throw conflict('totp_not_started', 'Start setting up two-factor authentication first.');
  const step = await acceptedTimeStep(deps.sealer.open(user.totpPendingSecret), code.trim(), null);
  if (step === null)
    throw invalid(
      'invalid_code',
      'That code is not right. Check the time on your phone and try the newest code.',
    );
  const codes = await deps.prisma.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: {
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: new Date(),
        totpLastTimeStep: step,
      },
    });
    await mailFactorAdded(tx, deps, user, { factor: 'totp' });
    return replaceRecoveryCodes(tx, userId);
  });
  deps.mailer.flush();
  return codes;
}

/** Turns two-factor off (after the password), removes the recovery codes and tells the owner by mail. */
export async function disableTotp(
  deps: AccountDeps,
  session: StepUpSession,
  password?: string,
): Promise<void> {
  await requireStepUp(deps, session, password);
  const { userId } = session;
  await deps.prisma.$transaction(async (tx) => {
    const user = await tx.user.update({
      where: { id: userId },
      data: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastTimeStep: null },
    });
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await mailFactorRemoved(tx, deps, user, { factor: 'two-factor authentication', tab: 'two-factor' });
  });
  deps.mailer.flush();
}

/** Ten new recovery codes in place of the old ones (after the password), and a mail to the owner. */
export async function regenerateRecoveryCodes(deps: AccountDeps, session: StepUpSession, password?: string) {
  await requireStepUp(deps, session, password);
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: session.userId } });
  if (!user.totpSecret) throw conflict('totp_off', 'Turn on two-factor authentication first.');
  const codes = await deps.prisma.$transaction(async (tx) => {
    await mailFactorAdded(tx, deps, user, { factor: 'recoveryCodes' });
    return replaceRecoveryCodes(tx, user.id);
  });
  deps.mailer.flush();
  return codes;
}
