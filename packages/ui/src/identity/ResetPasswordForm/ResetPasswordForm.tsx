import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { FormEvent } from 'react';
import { Form, Link } from 'react-aria-components';
import type { LengthRule } from '../../account/RegisterForm/registerSchema.ts';
import { fields, formCard, formHeader, formLead, formTitle } from '../../account/shared/formCard.css.ts';
import { Button } from '../../primitives/Button/index.ts';
import { FormError } from '../../primitives/FormError/index.ts';
import { textLink } from '../../primitives/shared/textLink.css.ts';
import { linkRow, statusIcon, statusMessage, warningIcon } from '../shared/identity.css.ts';
import { NewPasswordFields, useNewPassword } from '../shared/NewPasswordFields.tsx';

/** The link's state: the form, the password changed, or a link that no longer works (and why). */
export type ResetPasswordState = 'form' | 'done' | 'invalid' | 'expired' | 'used';

export type ResetPasswordFormProps = {
  state: ResetPasswordState;
  onSubmit: (password: string) => void;
  isPending?: boolean;
  error?: string;
  signInHref?: string;
  forgotHref?: string;
  /** What a new password needs, and the message when it falls short (the sign-up rule). */
  passwordRule: LengthRule;
};

const DEAD_LINKS: Record<'invalid' | 'expired' | 'used', string> = {
  invalid: 'This reset link is not valid. Check that you opened the whole link from the mail.',
  expired: 'This reset link has expired: links work for 30 minutes.',
  used: 'This reset link was already used, or a newer one replaced it.',
};

/** The reset link's page: a new password (twice), with the sign-up rule. */
export function ResetPasswordForm({
  state,
  onSubmit,
  isPending = false,
  error,
  signInHref = '/login',
  forgotHref = '/forgot-password',
  passwordRule,
}: ResetPasswordFormProps) {
  const newPassword = useNewPassword(passwordRule);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = newPassword.check();
    if (password !== null) onSubmit(password);
  };

  return (
    <div className={formCard}>
      <header className={formHeader}>
        <h1 className={formTitle}>Choose a new password</h1>
        <p className={formLead}>Your new password signs you in to WinHub and every service.</p>
      </header>
      {state === 'done' && (
        <p className={statusMessage} role="status">
          <CircleCheck size={18} aria-hidden="true" className={statusIcon} />
          <span>Your password was changed. Every other session was signed out.</span>
        </p>
      )}
      {(state === 'invalid' || state === 'expired' || state === 'used') && (
        <p className={statusMessage} role="alert">
          <TriangleAlert size={18} aria-hidden="true" className={warningIcon} />
          <span>{DEAD_LINKS[state]}</span>
        </p>
      )}
      {state === 'form' && (
        <Form className={fields} onSubmit={submit} validationBehavior="aria">
          <NewPasswordFields {...newPassword.fields} name="password" isDisabled={isPending} autoFocus />
          <FormError>{error}</FormError>
          <Button type="submit" size="lg" fullWidth isPending={isPending} pendingLabel="Saving...">
            Change password
          </Button>
        </Form>
      )}
      <p className={linkRow}>
        {state === 'done' ? (
          <Link href={signInHref} className={textLink}>
            Sign in
          </Link>
        ) : state === 'form' ? (
          <Link href={signInHref} className={textLink}>
            Back to sign in
          </Link>
        ) : (
          <Link href={forgotHref} className={textLink}>
            Request a new link
          </Link>
        )}
      </p>
    </div>
  );
}
