import { Lock, TriangleAlert, UserRoundX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { TextField as AriaTextField, Form, Input, Label, Link, Text } from 'react-aria-components';
import type { SignUpRules } from '../../account/RegisterForm/registerSchema.ts';
import { fields, formCard, formHeader, formLead, formTitle } from '../../account/shared/formCard.css.ts';
import { portugueseLang } from '../../i18n/languages.ts';
import { linkRow, statusMessage, warningIcon } from '../../identity/shared/identity.css.ts';
import { Button } from '../../primitives/Button/index.ts';
import { description, field, label } from '../../primitives/Field/field.css.ts';
import { FormError } from '../../primitives/FormError/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { textLink } from '../../primitives/shared/textLink.css.ts';
import { PasswordField, TextField } from '../../primitives/TextField/index.ts';
import { maskEmail } from '../shared/maskEmail.ts';
import { roleDescription, roleInSentence, type TeamRole } from '../shared/team.ts';
import * as styles from './InvitationPage.css.ts';

/** What an invitation offers, as its link's page shows it. */
export type InvitationDetails = {
  organizationName: string;
  role: TeamRole;
  /** The name of the admin who sent it. */
  invitedBy: string;
  /** The invited address (shown masked to someone signed in as another address). */
  email: string;
};

/** Which page the link opens, from what the api says of the invitation and who is signed in. */
export type InvitationPageState =
  | { kind: 'loading' }
  /** Nobody has an account with the address: sign up with it, and join. */
  | { kind: 'sign-up'; invitation: InvitationDetails }
  /** The address has a WinHub account and nobody is signed in: sign in, then accept. */
  | { kind: 'sign-in'; invitation: InvitationDetails }
  /** Signed in with the invited address. */
  | { kind: 'accept'; invitation: InvitationDetails }
  /** Signed in with another address: refused. */
  | { kind: 'wrong-account'; invitation: InvitationDetails; signedInEmail: string }
  | DeadLinkState;

/** A link that no longer works, and why; the organization's name when the api still knows it. */
type DeadLinkState = { kind: 'used' | 'revoked' | 'expired' | 'invalid'; organizationName?: string };

export type InvitationSignUpValues = { fullName: string; password: string };

export type InvitationPageProps = {
  state: InvitationPageState;
  /** The sign-up rules and their messages, as the api applies them (the app passes its contract's). */
  rules: SignUpRules;
  onSignUp: (values: InvitationSignUpValues) => void;
  onAccept: () => void;
  onSignIn: () => void;
  onSignOut: () => void;
  /** The sign-up, the acceptance or the sign-out is on its way. */
  isPending?: boolean;
  /** Why the last sign-up or acceptance failed. */
  error?: string;
  dashboardHref?: string;
  homeHref?: string;
  signInHref?: string;
};

const DEAD_LINKS = {
  used: {
    title: 'This invitation was already used',
    text: (org: string) =>
      `Each invitation link works once. If it was you who accepted it, sign in: you are already in ${org}.`,
  },
  revoked: {
    title: 'This invitation was withdrawn',
    text: (org: string) => `An admin of ${org} revoked it. Ask them for a new one if you should still join.`,
  },
  expired: {
    title: 'This invitation has expired',
    text: (org: string) => `Invitation links work for 7 days. Ask an admin of ${org} to send it again.`,
  },
  invalid: {
    title: 'This invitation link is not valid',
    text: () => 'Check that you opened the whole link from the mail, or ask for a new invitation.',
  },
} as const;

const isDeadLink = (state: InvitationPageState): state is DeadLinkState => state.kind in DEAD_LINKS;

function Offer({ invitation }: { invitation: InvitationDetails }) {
  return (
    <p className={styles.offer}>
      <span>
        <strong>{invitation.invitedBy}</strong> invited you to join{' '}
        <strong>{invitation.organizationName}</strong> as {roleInSentence[invitation.role]}.
      </span>
      <span className={styles.offerRole}>{roleDescription[invitation.role]}</span>
    </p>
  );
}

function SignUp({
  invitation,
  rules,
  onSignUp,
  isPending,
  error,
}: Pick<InvitationPageProps, 'rules' | 'onSignUp' | 'error'> & {
  invitation: InvitationDetails;
  isPending: boolean;
}) {
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const nameProblem = fullName.trim().length < rules.fullName.minLength ? rules.fullName.message : undefined;
  const passwordProblem = password.length < rules.password.minLength ? rules.password.message : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (!nameProblem && !passwordProblem) onSignUp({ fullName: fullName.trim(), password });
  };

  return (
    <Form className={fields} onSubmit={submit} validationBehavior="aria">
      <AriaTextField className={field} value={invitation.email} isReadOnly>
        <Label className={label}>Email</Label>
        <div className={styles.fixedBox}>
          <Lock size={16} aria-hidden="true" className={styles.fixedIcon} />
          <Input name="email" autoComplete="username" className={styles.fixedInput} />
        </div>
        <Text slot="description" className={description}>
          The invitation is for this address; joining confirms it.
        </Text>
      </AriaTextField>
      <TextField
        name="fullName"
        label="Full name"
        autoComplete="name"
        value={fullName}
        onChange={setFullName}
        isDisabled={isPending}
        autoFocus
        errorMessage={checked ? nameProblem : undefined}
        errorLang={portugueseLang}
      />
      <PasswordField
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        isDisabled={isPending}
        errorMessage={checked ? passwordProblem : undefined}
        errorLang={portugueseLang}
      />
      <FormError>{error}</FormError>
      <Button type="submit" size="lg" fullWidth isPending={isPending} pendingLabel="Creating account...">
        Create account and join
      </Button>
    </Form>
  );
}

/**
 * The page an invitation link opens: sign up with the invited address, sign in, or join while signed
 * in; a refusal naming the invited address (masked) to someone signed in as another; and a page for a
 * link that was used, revoked, has expired or is not valid.
 */
export function InvitationPage({
  state,
  rules,
  onSignUp,
  onAccept,
  onSignIn,
  onSignOut,
  isPending = false,
  error,
  dashboardHref = '/dashboard',
  homeHref = '/',
  signInHref = '/login',
}: InvitationPageProps) {
  if (state.kind === 'loading') {
    return (
      <div className={formCard}>
        <div className={styles.centred}>
          <Spinner size="lg" label="Opening the invitation" />
          <p className={formLead}>Opening the invitation...</p>
        </div>
      </div>
    );
  }

  if (isDeadLink(state)) {
    const dead = DEAD_LINKS[state.kind];
    return (
      <div className={formCard}>
        <header className={formHeader}>
          <h1 className={formTitle}>{dead.title}</h1>
        </header>
        <p className={statusMessage} role="alert">
          <TriangleAlert size={18} aria-hidden="true" className={warningIcon} />
          <span>{dead.text(state.organizationName ?? 'the organization')}</span>
        </p>
        <p className={linkRow}>
          <Link href={homeHref} className={textLink}>
            Go to WinHub
          </Link>
          {state.kind === 'used' && (
            <Link href={signInHref} className={textLink}>
              Sign in
            </Link>
          )}
        </p>
      </div>
    );
  }

  const { invitation } = state;

  if (state.kind === 'wrong-account') {
    return (
      <div className={formCard}>
        <header className={formHeader}>
          <h1 className={formTitle}>This invitation is for another address</h1>
        </header>
        <p className={statusMessage} role="alert">
          <UserRoundX size={18} aria-hidden="true" className={warningIcon} />
          <span>
            It was sent to <strong>{maskEmail(invitation.email)}</strong>, but you are signed in as{' '}
            <strong>{state.signedInEmail}</strong>. Sign out, then open the link from the mail again.
          </span>
        </p>
        <div className={styles.actions}>
          <Button size="lg" fullWidth onPress={onSignOut} isPending={isPending} pendingLabel="Signing out...">
            Sign out
          </Button>
        </div>
        <p className={linkRow}>
          <Link href={dashboardHref} className={textLink}>
            Back to your dashboard
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className={formCard}>
      <header className={formHeader}>
        <h1 className={formTitle}>Join {invitation.organizationName}</h1>
        {state.kind === 'sign-up' && <p className={formLead}>Create your WinHub account to accept.</p>}
      </header>
      <Offer invitation={invitation} />
      {state.kind === 'sign-up' && (
        <SignUp
          invitation={invitation}
          rules={rules}
          onSignUp={onSignUp}
          isPending={isPending}
          error={error}
        />
      )}
      {state.kind === 'sign-in' && (
        <div className={styles.actions}>
          <p className={formLead}>
            {invitation.email} already has a WinHub account: sign in with it to accept.
          </p>
          <Button size="lg" fullWidth onPress={onSignIn}>
            Sign in to accept
          </Button>
        </div>
      )}
      {state.kind === 'accept' && (
        <div className={styles.actions}>
          <FormError>{error}</FormError>
          <Button size="lg" fullWidth onPress={onAccept} isPending={isPending} pendingLabel="Joining...">
            Join {invitation.organizationName} as {roleInSentence[invitation.role]}
          </Button>
          <p className={linkRow}>
            <Link href={dashboardHref} className={textLink}>
              Not now
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
