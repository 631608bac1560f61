import { ExternalLink, ShieldCheck } from 'lucide-react';
import { Link } from 'react-aria-components';
import { formCard, formHeader, formLead, formTitle } from '../../account/shared/formCard.css.ts';
import { textLink } from '../../primitives/shared/textLink.css.ts';
import { linkRow, statusIcon, statusMessage } from '../shared/identity.css.ts';

export type ExternalAccountNoticeProps = {
  /** The sign-in provider's name or host, e.g. `sso.example.com`. */
  providerName: string;
  /** Its account page, when known. */
  accountUrl?: string | null;
  /** What the person came here for, e.g. "Passwords are reset there". */
  topic?: string;
};

/** On an install whose accounts live at an external identity provider: where to go instead. */
export function ExternalAccountNotice({ providerName, accountUrl, topic }: ExternalAccountNoticeProps) {
  return (
    <div className={formCard}>
      <header className={formHeader}>
        <h1 className={formTitle}>Your account is at your sign-in provider</h1>
        <p className={formLead}>{topic ?? 'Your organization’s sign-in provider manages your account.'}</p>
      </header>
      <p className={statusMessage}>
        <ShieldCheck size={18} aria-hidden="true" className={statusIcon} />
        <span>
          <strong>{providerName}</strong> handles your password, two-factor authentication and sessions for
          WinHub.
        </span>
      </p>
      {accountUrl && (
        <p className={linkRow}>
          <Link href={accountUrl} target="_blank" rel="noopener" className={textLink}>
            Open your provider’s account page <ExternalLink size={14} aria-hidden="true" />
          </Link>
        </p>
      )}
    </div>
  );
}
