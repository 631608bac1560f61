import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-aria-components';
import { formCard, formHeader, formLead, formTitle } from '../../account/shared/formCard.css.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { textLink } from '../../primitives/shared/textLink.css.ts';
import { linkRow, statusIcon, statusMessage, warningIcon } from '../shared/identity.css.ts';

export type EmailVerificationState = 'verifying' | 'verified' | 'invalid' | 'expired' | 'used';

export type EmailVerificationResultProps = {
  state: EmailVerificationState;
  /** The address that was verified. */
  email?: string;
  continueHref?: string;
  /** For a link that no longer works, when the person is signed in: send a new one. */
  onResend?: () => void;
  isResending?: boolean;
  resent?: boolean;
};

const PROBLEMS: Record<'invalid' | 'expired' | 'used', string> = {
  invalid: 'This verification link is not valid. Check that you opened the whole link from the mail.',
  expired: 'This verification link has expired: links work for 24 hours.',
  used: 'This verification link was already used, or a newer one replaced it.',
};

/** The page the verification mail's link opens. */
export function EmailVerificationResult({
  state,
  email,
  continueHref = '/dashboard',
  onResend,
  isResending = false,
  resent = false,
}: EmailVerificationResultProps) {
  return (
    <div className={formCard}>
      <header className={formHeader}>
        <h1 className={formTitle}>Verify your email address</h1>
        {state === 'verifying' && <p className={formLead}>One moment…</p>}
      </header>
      {state === 'verifying' && <Spinner label="Verifying your email address" />}
      {state === 'verified' && (
        <p className={statusMessage} role="status">
          <CircleCheck size={18} aria-hidden="true" className={statusIcon} />
          <span>
            {email ? (
              <>
                <strong>{email}</strong> is verified.
              </>
            ) : (
              'Your email address is verified.'
            )}{' '}
            Thank you!
          </span>
        </p>
      )}
      {(state === 'invalid' || state === 'expired' || state === 'used') && (
        <p className={statusMessage} role="alert">
          <TriangleAlert size={18} aria-hidden="true" className={warningIcon} />
          <span>{PROBLEMS[state]}</span>
        </p>
      )}
      {state !== 'verifying' && state !== 'verified' && onResend && (
        <Button
          variant="secondary"
          fullWidth
          onPress={onResend}
          isPending={isResending}
          pendingLabel="Sending..."
        >
          {resent ? 'Sent. Check your inbox.' : 'Send a new link'}
        </Button>
      )}
      {state !== 'verifying' && (
        <p className={linkRow}>
          <Link href={continueHref} className={textLink}>
            Continue to WinHub
          </Link>
        </p>
      )}
    </div>
  );
}
