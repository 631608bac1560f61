import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../primitives/Button/index.ts';
import { FormError } from '../../primitives/FormError/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { PasswordConfirmDialog } from '../PasswordConfirmDialog/index.ts';
import { formatWhen } from '../shared/formatWhen.ts';
import * as panel from '../shared/panel.css.ts';

export type PasskeyItem = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

export type PasskeysPanelProps = {
  passkeys: readonly PasskeyItem[];
  /** False where the browser cannot create passkeys. */
  supported: boolean;
  onAdd: (name: string) => void;
  /** The passkey waiting for the password before it is removed. */
  removing: PasskeyItem | null;
  onAskRemove: (passkey: PasskeyItem) => void;
  onRemove: (password: string) => void;
  onCancelRemove: () => void;
  isPending?: boolean;
  error?: string;
  passwordError?: string;
};

/** Passkeys: sign in without a password (or as the second step) with the device's screen lock. */
export function PasskeysPanel(props: PasskeysPanelProps) {
  const { passkeys, supported, isPending = false, error } = props;
  const [name, setName] = useState('');

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onAdd(name.trim());
    setName('');
  };

  return (
    <section className={panel.panel} aria-labelledby="passkeys-title">
      <header className={panel.panelHeader}>
        <h2 id="passkeys-title" className={panel.panelTitle}>
          Passkeys
        </h2>
        <p className={panel.panelLead}>
          A passkey signs you in with your device's fingerprint, face or screen lock, without typing a
          password. It cannot be phished.
        </p>
      </header>
      {passkeys.length === 0 ? (
        <p className={panel.emptyState}>No passkeys yet.</p>
      ) : (
        <ul className={panel.itemList} aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={panel.item}>
              <div className={panel.itemMain}>
                <p className={panel.itemTitle}>
                  <KeyRound size={16} aria-hidden="true" />
                  {passkey.name}
                </p>
                <p className={panel.itemMeta}>
                  Added {formatWhen(passkey.createdAt)} ·{' '}
                  {passkey.lastUsedAt ? `last used ${formatWhen(passkey.lastUsedAt)}` : 'never used'}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onPress={() => props.onAskRemove(passkey)}
                aria-label={`Remove ${passkey.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <Form className={panel.panelForm} onSubmit={add} validationBehavior="aria">
          <TextField
            name="passkeyName"
            label="Name (optional)"
            description="To tell your passkeys apart, e.g. “Work laptop”."
            value={name}
            onChange={setName}
            maxLength={60}
            isDisabled={isPending}
          />
          <FormError>{error}</FormError>
          <div className={panel.actionsRow}>
            <Button type="submit" isPending={isPending} pendingLabel="Waiting for your device...">
              Add a passkey
            </Button>
          </div>
        </Form>
      ) : (
        <p className={panel.emptyState}>This browser cannot create passkeys.</p>
      )}
      <PasswordConfirmDialog
        isOpen={props.removing !== null}
        title="Remove this passkey?"
        description={`“${props.removing?.name ?? ''}” will no longer sign you in. We will mail you that it was removed.`}
        confirmLabel="Remove"
        onConfirm={props.onRemove}
        onCancel={props.onCancelRemove}
        isPending={isPending}
        error={props.passwordError}
      />
    </section>
  );
}
