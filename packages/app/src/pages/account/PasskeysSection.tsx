import { type PasskeyItem, PasskeysPanel } from '@winhub/ui';
import { useState } from 'react';
import type { AccountActions } from '../../api/account.ts';
import { failureMessage } from '../../api/http.ts';
import { passkeysSupported } from '../../session/passkeys.ts';

type PasskeysSectionProps = {
  actions: AccountActions;
  passkeys: readonly PasskeyItem[];
  /** After a passkey was added (the second-factor page goes on). */
  onAdded?: () => void;
};

/** The passkeys tab: add one (the device asks the person), remove one with the password. */
export function PasskeysSection({ actions, passkeys, onAdded }: PasskeysSectionProps) {
  const { addPasskey, removePasskey } = actions;
  const [removing, setRemoving] = useState<PasskeyItem | null>(null);
  return (
    <PasskeysPanel
      passkeys={passkeys}
      supported={passkeysSupported()}
      onAdd={(name) => addPasskey.mutate(name, { onSuccess: onAdded })}
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
      error={addPasskey.isError ? passkeyFailure(addPasskey.error) : undefined}
      passwordError={removePasskey.isError ? failureMessage(removePasskey.error) : undefined}
    />
  );
}

/** The browser's refusal (the person cancelled, or the device has this passkey already) or the api's. */
function passkeyFailure(error: Error): string {
  if (error.name === 'NotAllowedError') return 'The passkey request was cancelled or timed out.';
  if (error.name === 'InvalidStateError') return 'This device already has a passkey for your account.';
  return failureMessage(error);
}
