import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { PasswordField } from '../../primitives/TextField/index.ts';
import { dialogText, panelForm } from '../shared/panel.css.ts';

export type PasswordConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** `danger` for a change that weakens the account (the default); `primary` to confirm it is you. */
  confirmVariant?: 'danger' | 'primary';
  onConfirm: (password: string) => void;
  onCancel: () => void;
  isPending?: boolean;
  /** The refusal of the last password (wrong, or too many tries). */
  error?: string;
};

/** Asks for the password again before a change that weakens the account. */
export function PasswordConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
  isPending = false,
  error,
}: PasswordConfirmDialogProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const formId = `password-confirm-${title.replace(/\W+/g, '-').toLowerCase()}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissing(!password);
    if (password) onConfirm(password);
  };
  const close = () => {
    setPassword('');
    setMissing(false);
    onCancel();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => open || close()}
      title={title}
      actions={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>
            Cancel
          </Button>
          <Button
            variant={confirmVariant}
            type="submit"
            form={formId}
            isPending={isPending}
            pendingLabel="Checking..."
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} className={panelForm} onSubmit={submit} validationBehavior="aria">
        <p className={dialogText}>{description}</p>
        <PasswordField
          name="password"
          label="Your password"
          value={password}
          onChange={setPassword}
          autoFocus
          isDisabled={isPending}
          errorMessage={missing ? 'Enter your password' : error}
        />
      </Form>
    </Dialog>
  );
}
