import { CircleCheck, CircleX, Info } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FieldError, Form, Label, Text, TextArea, TextField } from 'react-aria-components';
import { Badge, type BadgeVariant } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { description, field, fieldError, label } from '../../primitives/Field/field.css.ts';
import { FormError } from '../../primitives/FormError/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import {
  permissionDescription,
  permissionLabel,
  roleDescription,
  roleLabel,
  TEAM_PERMISSIONS,
  TEAM_ROLES,
  type TeamPermission,
  type TeamPermissions,
  type TeamRole,
} from '../../teams/shared/team.ts';
import * as styles from './InviteDialog.css.ts';
import { checkAddresses } from './inviteAddresses.ts';

/** What the admin asks for: the addresses, and the role and permissions each will get. */
export type InviteRequest = TeamPermissions & { emails: string[]; role: TeamRole };

/** The server's answer for one address. */
export type InviteOutcome = 'invited' | 'already_member' | 'already_invited' | 'invalid';
export type InviteResult = { email: string; outcome: InviteOutcome };

const OUTCOMES: Record<InviteOutcome, { label: string; variant: BadgeVariant; icon: ReactNode }> = {
  invited: { label: 'Invited', variant: 'success', icon: <CircleCheck size={12} /> },
  already_member: { label: 'Already a member', variant: 'neutral', icon: <Info size={12} /> },
  already_invited: { label: 'Already invited', variant: 'neutral', icon: <Info size={12} /> },
  invalid: { label: 'Not a valid address', variant: 'danger', icon: <CircleX size={12} /> },
};

export type InviteDialogProps = {
  isOpen: boolean;
  organizationName: string;
  onSubmit: (request: InviteRequest) => void;
  /** Cancel, Done, Escape or the close button. */
  onClose: () => void;
  /** Back to the form after the answers, e.g. to correct the refused addresses (kept in the field). */
  onInviteMore: () => void;
  isPending?: boolean;
  /** The server's answer per address: shown instead of the form. */
  results?: readonly InviteResult[] | null;
  /** Why the whole request failed (nothing was sent). */
  error?: string;
  /** How many addresses one invitation takes. */
  maxAddresses?: number;
};

const roleOptions = TEAM_ROLES.map((role) => ({ id: role, label: roleLabel[role] }));
const isRole = (value: string): value is TeamRole => value === 'admin' || value === 'member';
const noPermissions: TeamPermissions = { canPostAsCompany: false, canSellAsCompany: false };

/**
 * Invite one or several people by mail, with a role and the two permissions. Each address is checked
 * before sending, naming those that are not addresses; then the server's answer per address shows.
 */
export function InviteDialog({
  isOpen,
  organizationName,
  onSubmit,
  onClose,
  onInviteMore,
  isPending = false,
  results,
  error,
  maxAddresses = 50,
}: InviteDialogProps) {
  const formId = useId();
  const [text, setText] = useState('');
  const [role, setRole] = useState<TeamRole>('member');
  const [permissions, setPermissions] = useState<TeamPermissions>(noPermissions);
  const [submitted, setSubmitted] = useState(false);
  const check = checkAddresses(text, maxAddresses);
  const addressError = submitted && !check.ok ? check.message : undefined;

  const reset = () => {
    setText('');
    setRole('member');
    setPermissions(noPermissions);
    setSubmitted(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (check.ok) onSubmit({ emails: check.emails, role, ...permissions });
  };
  const inviteMore = () => {
    setText(
      (results ?? [])
        .filter((result) => result.outcome === 'invalid')
        .map((result) => result.email)
        .join('\n'),
    );
    setSubmitted(false);
    onInviteMore();
  };
  const setPermission = (permission: TeamPermission, granted: boolean) =>
    setPermissions((current) => ({ ...current, [permission]: granted }));

  const invitedCount = results?.filter((result) => result.outcome === 'invited').length ?? 0;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => open || close()}
      title="Invite people"
      isDismissable={!isPending}
      actions={
        results ? (
          <>
            <Button variant="secondary" onPress={inviteMore}>
              Invite more
            </Button>
            <Button onPress={close}>Done</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onPress={close} isDisabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" form={formId} isPending={isPending} pendingLabel="Sending invitations...">
              Send invitations
            </Button>
          </>
        )
      }
    >
      {results ? (
        <div className={styles.form}>
          <p className={styles.summary} role="status">
            {invitedCount} of {results.length} invited.{' '}
            {invitedCount > 0 && 'Each gets a mail with a link that works once, for 7 days.'}
          </p>
          <ul className={styles.results} aria-label="Answer for each address">
            {results.map((result) => {
              const outcome = OUTCOMES[result.outcome];
              return (
                <li key={result.email} className={styles.result}>
                  {result.email}
                  <Badge variant={outcome.variant} icon={outcome.icon}>
                    {outcome.label}
                  </Badge>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <Form id={formId} className={styles.form} onSubmit={submit} validationBehavior="aria">
          <TextField
            className={field}
            value={text}
            onChange={setText}
            isInvalid={Boolean(addressError)}
            isDisabled={isPending}
            autoFocus
          >
            <Label className={label}>Email addresses</Label>
            <TextArea className={styles.addresses} placeholder="ana@example.com, bruno@example.com" />
            <Text slot="description" className={description}>
              Separate addresses with commas, spaces or new lines. Each person joins {organizationName} when
              they accept.
            </Text>
            <FieldError className={fieldError}>{addressError}</FieldError>
          </TextField>
          <Select
            label="Role"
            options={roleOptions}
            value={role}
            onChange={(value) => isRole(value) && setRole(value)}
            description={roleDescription[role]}
            isDisabled={isPending}
          />
          <fieldset className={styles.fieldset} disabled={isPending}>
            <legend className={styles.legend}>Permissions</legend>
            {TEAM_PERMISSIONS.map((permission) => (
              <div key={permission} className={styles.permission}>
                <Checkbox
                  isSelected={permissions[permission]}
                  onChange={(granted) => setPermission(permission, granted)}
                  isDisabled={isPending}
                  aria-describedby={`${formId}-${permission}`}
                >
                  {permissionLabel[permission]}
                </Checkbox>
                <p id={`${formId}-${permission}`} className={styles.hint}>
                  {permissionDescription[permission]}
                </p>
              </div>
            ))}
          </fieldset>
          <FormError>{error}</FormError>
        </Form>
      )}
    </Dialog>
  );
}
