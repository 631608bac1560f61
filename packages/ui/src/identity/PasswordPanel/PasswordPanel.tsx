import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import type { LengthRule } from '../../account/RegisterForm/registerSchema.ts';
import { Button } from '../../primitives/Button/index.ts';
import { FormError } from '../../primitives/FormError/index.ts';
import { PasswordField } from '../../primitives/TextField/index.ts';
import { NewPasswordFields, useNewPassword } from '../shared/NewPasswordFields.tsx';
import * as panel from '../shared/panel.css.ts';

export type PasswordChange = { currentPassword: string; newPassword: string };

export type PasswordPanelProps = {
  onSubmit: (change: PasswordChange) => void;
  isPending?: boolean;
  error?: string;
  /** The last change went through: the form is empty again and says so. */
  done?: boolean;
  /** What a new password needs, and the message when it falls short (the sign-up rule). */
  passwordRule: LengthRule;
};

/** A new password after the current one; every other session then ends. */
export function PasswordPanel({
  onSubmit,
  isPending = false,
  error,
  done = false,
  passwordRule,
}: PasswordPanelProps) {
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword(passwordRule);
  const [currentMissing, setCurrentMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = newPassword.check();
    setCurrentMissing(!current);
    if (!current || next === null) return;
    onSubmit({ currentPassword: current, newPassword: next });
    setCurrent('');
    newPassword.clear();
  };

  return (
    <section className={panel.panel} aria-labelledby="password-title">
      <header className={panel.panelHeader}>
        <h2 id="password-title" className={panel.panelTitle}>
          Password
        </h2>
        <p className={panel.panelLead}>
          Changing it signs out every other session, WinHub services included.
        </p>
      </header>
      <Form className={panel.panelForm} onSubmit={submit} validationBehavior="aria">
        <PasswordField
          name="currentPassword"
          label="Current password"
          value={current}
          onChange={setCurrent}
          isDisabled={isPending}
          errorMessage={currentMissing ? 'Enter your current password' : undefined}
        />
        <NewPasswordFields {...newPassword.fields} name="newPassword" isDisabled={isPending} />
        <FormError>{error}</FormError>
        <div className={panel.actionsRow}>
          <Button type="submit" isPending={isPending} pendingLabel="Changing...">
            Change password
          </Button>
          {done && !error && (
            <p className={panel.savedNote} role="status">
              Password changed. Other sessions were signed out.
            </p>
          )}
        </div>
      </Form>
    </section>
  );
}
