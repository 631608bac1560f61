import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { fields, formCard, formHeader, formLead, formTitle } from '../../account/shared/formCard.css.ts';
import { Button } from '../../primitives/Button/index.ts';
import { FormError } from '../../primitives/FormError/index.ts';
import { textLink } from '../../primitives/shared/textLink.css.ts';
import { EmailField } from '../../primitives/TextField/index.ts';
import { linkRow, statusIcon, statusMessage } from '../shared/identity.css.ts';

export type ForgotPasswordFormProps = {
  onSubmit: (email: string) => void;
  isPending?: boolean;
  /** The address a link was just requested for: the form gives way to what happens next. */
  sentTo?: string | null;
  /** Why the request failed (e.g. this install sends no mail). */
  error?: string;
  signInHref?: string;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Forgot password?": an address, then the same answer whether or not an account has it. */
export function ForgotPasswordForm({
  onSubmit,
  isPending = false,
  sentTo,
  error,
  signInHref = '/login',
}: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(sentTo ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setEmailError('Enter your email address');
    if (!EMAIL.test(value)) return setEmailError('Enter a valid email address');
    setEmailError(null);
    onSubmit(value);
  };

  return (
    <div className={formCard}>
      <header className={formHeader}>
        <h1 className={formTitle}>Reset your password</h1>
        <p className={formLead}>
          Enter the email address of your account and we will send you a link to choose a new password.
        </p>
      </header>
      {sentTo ? (
        <p className={statusMessage} role="status">
          <MailCheck size={18} aria-hidden="true" className={statusIcon} />
          <span>
            If an account exists for <strong>{sentTo}</strong>, we sent it a link to reset its password. The
            link works for 30 minutes.
          </span>
        </p>
      ) : (
        <Form className={fields} onSubmit={submit} validationBehavior="aria">
          <EmailField
            name="email"
            value={email}
            onChange={setEmail}
            autoFocus
            isDisabled={isPending}
            errorMessage={emailError ?? undefined}
          />
          <FormError>{error}</FormError>
          <Button type="submit" size="lg" fullWidth isPending={isPending} pendingLabel="Sending...">
            Send reset link
          </Button>
        </Form>
      )}
      <p className={linkRow}>
        <Link href={signInHref} className={textLink}>
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
