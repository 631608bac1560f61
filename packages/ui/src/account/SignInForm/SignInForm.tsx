import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button as AriaButton, Form, Link } from 'react-aria-components';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { orDivider } from '../../primitives/shared/orDivider.css.ts';
import { textLink } from '../../primitives/shared/textLink.css.ts';
import { EmailField, PasswordField } from '../../primitives/TextField/index.ts';
import { PopoverToast, type ToastMessage } from '../../primitives/ToastRegion/index.ts';
import { fields, formCard, formHeader, formLead, formTitle } from '../shared/formCard.css.ts';
import * as styles from './SignInForm.css.ts';

export type SignInValues = { email: string; password: string; remember: boolean };

export type SignInFormProps = {
  /**
   * Called on every submit, even with empty fields: the app checks that email and password are filled and
   * shows the 'Campos obrigatórios' toast itself (docs/product/texts-and-validation.md, "Sign-in form").
   */
  onSubmit: (values: SignInValues) => void;
  /** Shows "Signing in..." and disables every input and button. */
  isPending?: boolean;
  defaultEmail?: string;
  onForgotPassword?: () => void;
  /** Shows "Sign in with a passkey" (password-less) under the form. */
  onPasskey?: () => void;
  /**
   * Not yet known whether the passkey button is offered (a prerendered page before the app's config has
   * come): its place is kept, unseen, so the form does not move when the button shows.
   */
  passkeyUndecided?: boolean;
  /**
   * The external sign-in provider that holds the password (its name or host): the password field and
   * "Forgot password?" give way to a note that its own screen asks for them.
   */
  passwordAtProvider?: string;
  /**
   * The toast for a submit with a required field empty, as part of the HTML: a page whose script has
   * not come yet shows it at once (the app's early-input script reads the form's `data-required-fields`
   * and opens `data-early-notice`); once hydrated, `onSubmit` answers instead.
   */
  requiredNotice?: ToastMessage;
  onGoogle?: () => void;
  onLinkedIn?: () => void;
  signUpHref?: string;
  title?: string;
  lead?: string;
  emailLabel?: string;
  passwordLabel?: string;
  rememberLabel?: string;
  forgotLabel?: string;
  submitLabel?: string;
  pendingLabel?: string;
  dividerLabel?: string;
  signUpPrompt?: string;
  signUpLabel?: string;
};

export function SignInForm({
  onSubmit,
  isPending = false,
  defaultEmail = '',
  onForgotPassword,
  onPasskey,
  passkeyUndecided = false,
  passwordAtProvider,
  requiredNotice,
  onGoogle,
  onLinkedIn,
  signUpHref = '/',
  title = 'Sign in to WinHub',
  lead = 'Welcome back! One account for every service.',
  emailLabel = 'Email',
  passwordLabel = 'Password',
  rememberLabel = 'Remember me',
  forgotLabel = 'Forgot password?',
  submitLabel = 'Sign In',
  pendingLabel = 'Signing in...',
  dividerLabel = 'or continue with',
  signUpPrompt = "Don't have an account?",
  signUpLabel = 'Sign up',
}: SignInFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const noticeId = `${useId()}required`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ email: email.trim(), password, remember });
  };

  return (
    <div className={formCard}>
      <header className={formHeader}>
        <h1 className={formTitle}>{title}</h1>
        <p className={formLead}>{lead}</p>
      </header>
      <Form
        className={fields}
        onSubmit={submit}
        validationBehavior="aria"
        {...(requiredNotice && {
          'data-required-fields': passwordAtProvider ? 'email' : 'email password',
          'data-early-notice': noticeId,
        })}
      >
        <EmailField
          name="email"
          label={emailLabel}
          value={email}
          onChange={setEmail}
          isDisabled={isPending}
        />
        {passwordAtProvider ? (
          <p className={styles.providerNote}>
            Your password, its recovery and two-factor authentication are handled by your sign-in provider,{' '}
            <strong>{passwordAtProvider}</strong>: its own screen asks for them next.
          </p>
        ) : (
          <PasswordField
            name="password"
            label={passwordLabel}
            value={password}
            onChange={setPassword}
            isDisabled={isPending}
          />
        )}
        <div className={styles.optionsRow}>
          <Checkbox isSelected={remember} onChange={setRemember} isDisabled={isPending}>
            {rememberLabel}
          </Checkbox>
          {!passwordAtProvider && (
            <AriaButton className={textLink} onPress={onForgotPassword} isDisabled={isPending}>
              {forgotLabel}
            </AriaButton>
          )}
        </div>
        <Button type="submit" size="lg" fullWidth isPending={isPending} pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </Form>
      {requiredNotice && <PopoverToast id={noticeId} {...requiredNotice} />}
      {passkeyUndecided ? (
        <div className={styles.passkeyPlace} aria-hidden="true">
          <Button variant="secondary" fullWidth isDisabled>
            <KeyRound size={16} aria-hidden="true" />
            Sign in with a passkey
          </Button>
        </div>
      ) : (
        onPasskey &&
        !passwordAtProvider && (
          <Button variant="secondary" fullWidth onPress={onPasskey} isDisabled={isPending}>
            <KeyRound size={16} aria-hidden="true" />
            Sign in with a passkey
          </Button>
        )
      )}
      <p className={orDivider}>{dividerLabel}</p>
      <div className={styles.providers}>
        <Button variant="secondary" onPress={onGoogle} isDisabled={isPending}>
          Google
        </Button>
        <Button variant="secondary" onPress={onLinkedIn} isDisabled={isPending}>
          LinkedIn
        </Button>
      </div>
      <p className={styles.signUp}>
        {signUpPrompt}{' '}
        <Link href={signUpHref} className={textLink}>
          {signUpLabel}
        </Link>
      </p>
    </div>
  );
}
