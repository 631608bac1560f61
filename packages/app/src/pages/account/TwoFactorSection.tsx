import { type TwoFactorConfirmation, TwoFactorPanel } from '@winhub/ui';
import { useState } from 'react';
import type { AccountActions } from '../../api/account.ts';
import { failureMessage } from '../../api/http.ts';
import { useToast } from '../../feedback/toast.ts';
import { downloadText } from './downloadText.ts';

type TwoFactorSectionProps = {
  actions: AccountActions;
  totpOn: boolean;
  recoveryCodesLeft: number;
  /** After an authenticator was set up and its recovery codes saved (the second-factor page goes on). */
  onDone?: () => void;
};

/** The two-factor tab: set up with a QR code, the ten recovery codes shown once, off with the password. */
export function TwoFactorSection({ actions, totpOn, recoveryCodesLeft, onDone }: TwoFactorSectionProps) {
  const toast = useToast();
  const { startTotp, enableTotp, disableTotp, regenerateCodes } = actions;
  const [confirmation, setConfirmation] = useState<TwoFactorConfirmation>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const setup = !totpOn && startTotp.data ? startTotp.data : null;
  const passwordChange = confirmation === 'disable' ? disableTotp : regenerateCodes;
  const stepError = startTotp.error ?? enableTotp.error;

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
    <TwoFactorPanel
      status={totpOn ? 'on' : setup ? 'setup' : 'off'}
      setup={setup}
      recoveryCodes={recoveryCodes}
      recoveryCodesLeft={recoveryCodesLeft}
      onStart={() => startTotp.mutate()}
      onConfirm={(code) => enableTotp.mutate(code, { onSuccess: setRecoveryCodes })}
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
  );
}
