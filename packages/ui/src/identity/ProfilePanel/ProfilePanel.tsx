import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { FormError } from '../../primitives/FormError/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import * as panel from '../shared/panel.css.ts';

export type ProfilePanelProps = {
  fullName: string;
  email: string;
  emailVerified: boolean;
  onSave: (fullName: string) => void;
  onResendVerification: () => void;
  isSaving?: boolean;
  saved?: boolean;
  isResending?: boolean;
  resent?: boolean;
  error?: string;
};

/** The person's name (editable) and address (with whether it is verified). */
export function ProfilePanel({
  fullName,
  email,
  emailVerified,
  onSave,
  onResendVerification,
  isSaving = false,
  saved = false,
  isResending = false,
  resent = false,
  error,
}: ProfilePanelProps) {
  const [name, setName] = useState(fullName);
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim().length < 2) return setNameError('Name must be at least 2 characters');
    setNameError(null);
    onSave(name.trim());
  };

  return (
    <section className={panel.panel} aria-labelledby="profile-title">
      <header className={panel.panelHeader}>
        <h2 id="profile-title" className={panel.panelTitle}>
          Profile
        </h2>
        <p className={panel.panelLead}>Your name as WinHub and its services show it.</p>
      </header>
      <Form className={panel.panelForm} onSubmit={submit} validationBehavior="aria">
        <TextField
          name="fullName"
          label="Full name"
          autoComplete="name"
          value={name}
          onChange={setName}
          isDisabled={isSaving}
          errorMessage={nameError ?? undefined}
        />
        <FormError>{error}</FormError>
        <div className={panel.actionsRow}>
          <Button type="submit" isPending={isSaving} pendingLabel="Saving...">
            Save
          </Button>
          {saved && (
            <p className={panel.savedNote} role="status">
              Saved.
            </p>
          )}
        </div>
      </Form>
      <div className={panel.item}>
        <div className={panel.itemMain}>
          <p className={panel.itemTitle}>
            {email}
            {emailVerified ? (
              <Badge variant="success">Verified</Badge>
            ) : (
              <Badge variant="warning">Not verified</Badge>
            )}
          </p>
          <p className={panel.itemMeta}>
            {emailVerified
              ? 'Your address is verified: services can trust it.'
              : 'Open the link we mailed you to verify this address.'}
          </p>
        </div>
        {!emailVerified && (
          <Button
            variant="secondary"
            size="sm"
            onPress={onResendVerification}
            isPending={isResending}
            pendingLabel="Sending..."
          >
            {resent ? 'Sent' : 'Resend verification'}
          </Button>
        )}
      </div>
    </section>
  );
}
