import { type PasskeyItem, PasskeysPanel } from '@winhub/ui';
import { useState } from 'react';
import { type AccountActions, isStepUpRequired } from '../../api/account.ts';
import { failureMessage } from '../../api/http.ts';
import { passkeysSupported } from '../../session/passkeys.ts';
import { useStepUpPrompt } from './useStepUpPrompt.tsx';

type PasskeysSectionProps = {
  actions: AccountActions;
  passkeys: readonly PasskeyItem[];
  /** After a passkey was added (the second-factor page goes on). */
  onAdded?: () => void;
};

/**
 * The passkeys tab: add one (the password first, unless confirmed a moment ago; then the device asks
 * the person), remove one with the password.
 */
export function PasskeysSection({ actions, passkeys, onAdded }: PasskeysSectionProps) {
  const { addPasskey, removePasskey } = actions;
  const [removing, setRemoving] = useState<PasskeyItem | null>(null);
  const stepUp = useStepUpPrompt(actions.stepUp);
  const add = (name: string) =>
    addPasskey.mutate(name, {
      onSuccess: onAdded,
      onError: (error) => isStepUpRequired(error) && stepUp.ask('add a passkey', () => add(name)),
    });
  const addError = addPasskey.isError && !isStepUpRequired(addPasskey.error) ? addPasskey.error : null;
  return (
    <>
      <PasskeysPanel
        passkeys={passkeys}
        supported={passkeysSupported()}
        onAdd={add}
        removing={removing}
        onAskRemove={(passkey) => {
          removePasskey.reset();
          setRemoving(passkey);
        }}
        onRemove={(password) => {
          if (removing)
            removePasskey.mutate({ id: removing.id, password }, { onSuccess: () => setRemoving(null) });
        }}
        onCancelRemove={() => setRemoving(null)}
        isPending={addPasskey.isPending || removePasskey.isPending}
        error={addError ? passkeyFailure(addError) : undefined}
        passwordError={removePasskey.isError ? failureMessage(removePasskey.error) : undefined}
      />
      {stepUp.prompt}
    </>
  );
}

/** The browser's refusal (the person cancelled, or the device has this passkey already) or the api's. */
function passkeyFailure(error: Error): string {
  if (error.name === 'NotAllowedError') return 'The passkey request was cancelled or timed out.';
  if (error.name === 'InvalidStateError') return 'This device already has a passkey for your account.';
  return failureMessage(error);
}
