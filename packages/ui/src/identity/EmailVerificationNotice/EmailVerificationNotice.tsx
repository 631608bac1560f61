import { MailWarning } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import * as styles from './EmailVerificationNotice.css.ts';

export type EmailVerificationNoticeProps = {
  email: string;
  onResend: () => void;
  isPending?: boolean;
  /** A new link was sent just now. */
  sent?: boolean;
  error?: string;
};

/** The dashboard's reminder until the person's address is verified, with "Resend". */
export function EmailVerificationNotice({
  email,
  onResend,
  isPending = false,
  sent = false,
  error,
}: EmailVerificationNoticeProps) {
  return (
    <section className={styles.notice} aria-labelledby="email-verification-title">
      <div className={styles.message}>
        <MailWarning size={20} aria-hidden="true" className={styles.icon} />
        <div>
          <h2 id="email-verification-title" className={styles.title}>
            Verify your email address
          </h2>
          <p className={styles.text}>
            We sent a link to {email}. Until you verify it, some services may limit what you can do.
          </p>
        </div>
      </div>
      <div className={styles.side}>
        <Button variant="secondary" onPress={onResend} isPending={isPending} pendingLabel="Sending...">
          Resend
        </Button>
        {sent && !error && (
          <p className={styles.sent} role="status">
            Sent. Check your inbox.
          </p>
        )}
        {error && (
          <p className={styles.failed} role="alert">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
