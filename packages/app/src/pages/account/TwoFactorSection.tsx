import { type TwoFactorConfirmation, TwoFactorPanel } from '@winhub/ui';
import { useEffect, useRef, useState } from 'react';
import { type AccountActions, isStepUpRequired } from '../../api/account.ts';
import { failureMessage } from '../../api/http.ts';
import { useToast } from '../../feedback/toast.ts';
import { downloadText } from './downloadText.ts';
import { useStepUpPrompt } from './useStepUpPrompt.tsx';

type TwoFactorSectionProps = {
  actions: AccountActions;
  totpOn: boolean;
  recoveryCodesLeft: number;
  /** Start the setup when shown (the second-factor page, where the person already chose it). */
  startAtOnce?: boolean;
  /** After an authenticator was set up and its recovery codes saved (the second-factor page goes on). */
  onDone?: () => void;
};

/**
 * The two-factor tab: set up with a QR code (the password first, unless confirmed a moment ago), the
 * ten recovery codes shown once, off with the password.
 */
export function TwoFactorSection({
  actions,
  totpOn,
  recoveryCodesLeft,
  startAtOnce = false,
  onDone,
}: TwoFactorSectionProps) {
  const toast = useToast();
  const { startTotp, enableTotp, disableTotp, regenerateCodes } = actions;
  const [confirmation, setConfirmation] = useState<TwoFactorConfirmation>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const setup = !totpOn && startTotp.data ? startTotp.data : null;
  const passwordChange = confirmation === 'disable' ? disableTotp : regenerateCodes;
  const stepUp = useStepUpPrompt(actions.stepUp);
  const stepFailure = startTotp.error ?? enableTotp.error;
  const stepError = stepFailure && !isStepUpRequired(stepFailure) ? stepFailure : null;
  const askFirst = (retry: () => void) => (error: Error) =>
    isStepUpRequired(error) && stepUp.ask('turn on two-factor authentication', retry);
  const start = () => startTotp.mutate(undefined, { onError: askFirst(start) });
  // once, when shown: the step-up prompt it may open belongs to this section
  const startedAtOnce = useRef(false);
  useEffect(() => {
    if (!startAtOnce || totpOn || startedAtOnce.current) return;
    startedAtOnce.current = true;
    start();
  });
  const turnOn = (code: string) =>
    enableTotp.mutate(code, { onSuccess: setRecoveryCodes, onError: askFirst(() => turnOn(code)) });

  const askedPassword = (password: string) => {
    if (confirmation === 'disable') {
      disableTotp.mutate(password, {
        onSuccess: () => {
          setConfirmation(null);
          startTotp.reset();
          toast({ title: 'Two-factor authentication is off', variant: 'success' });
        },
      });
    } else {
      regenerateCodes.mutate(password, {
        onSuccess: (codes) => {
          setConfirmation(null);
          setRecoveryCodes(codes);
        },
      });
    }
  };

  return (
    <>
      <TwoFactorPanel
        status={totpOn ? 'on' : setup ? 'setup' : 'off'}
        setup={setup}
        recoveryCodes={recoveryCodes}
        recoveryCodesLeft={recoveryCodesLeft}
        onStart={start}
        onConfirm={turnOn}
        onCancelSetup={() => startTotp.reset()}
        onCodesSaved={() => {
          setRecoveryCodes(null);
          onDone?.();
        }}
        onCopy={(text) => {
          void navigator.clipboard
            .writeText(text)
            .then(() => toast({ title: 'Copied', variant: 'success' }))
            .catch(() =>
              toast({
                title: 'Copy failed',
                description: 'Select the text and copy it.',
                variant: 'destructive',
              }),
            );
        }}
        onDownload={(codes) => downloadText('winhub-recovery-codes.txt', `${codes.join('\n')}\n`)}
        confirmation={confirmation}
        onAskPassword={(change) => {
          passwordChange.reset();
          setConfirmation(change);
        }}
        onPassword={askedPassword}
        onCancelPassword={() => setConfirmation(null)}
        isPending={startTotp.isPending || enableTotp.isPending || passwordChange.isPending}
        error={stepError ? failureMessage(stepError) : undefined}
        passwordError={passwordChange.isError ? failureMessage(passwordChange.error) : undefined}
      />
      {stepUp.prompt}
    </>
  );
}
