import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { pageHeader, pageLead, pageRoot, pageTitle } from '../shared/accountPage.css.ts';
import * as styles from './AccountReview.css.ts';

export type AccountReviewProps = {
  /** The passkeys panel, as on its tab: each passkey with its Remove. */
  passkeys: ReactNode;
  /** The two-factor panel, as on its tab: on or off, and Turn off. */
  twoFactor: ReactNode;
  /** The sessions panel, as on its tab: each signed-in browser with its Sign out. */
  sessions: ReactNode;
  /** The person has looked: on to the account page. */
  onDone: () => void;
};

/**
 * After a password reset by mail: everything that can still sign in to the account on one page (a
 * passkey or a session someone else planted survives a new password), each removable right here.
 */
export function AccountReview({ passkeys, twoFactor, sessions, onDone }: AccountReviewProps) {
  return (
    <div className={pageRoot}>
      <header className={pageHeader}>
        <h1 className={pageTitle}>Review your account</h1>
        <p className={`${pageLead} ${styles.lead}`}>
          Your password was reset. A new password does not remove the other ways into your account: check each
          passkey, two-factor authentication and every signed-in session below, and remove what you do not
          recognize.
        </p>
      </header>
      <div className={styles.part}>{passkeys}</div>
      <div className={styles.part}>{twoFactor}</div>
      <div className={styles.part}>{sessions}</div>
      <div className={styles.part}>
        <Button variant="secondary" onPress={onDone}>
          Done reviewing
        </Button>
      </div>
    </div>
  );
}
