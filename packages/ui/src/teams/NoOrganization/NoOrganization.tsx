import { Building2, LogOut, UserRound } from 'lucide-react';
import { formCard, formHeader, formTitle } from '../../account/shared/formCard.css.ts';
import { statusMessage, warningIcon } from '../../identity/shared/identity.css.ts';
import { Button } from '../../primitives/Button/index.ts';
import { LinkButton } from '../../primitives/LinkButton/index.ts';
import * as styles from './NoOrganization.css.ts';

export type NoOrganizationProps = {
  /** The address the person is signed in with, when known: an invitation must be sent to it. */
  email?: string;
  /** Their account page (password, second factors, sessions): it is theirs with or without an organization. */
  accountHref?: string;
  onSignOut: () => void;
};

/**
 * What a signed-in person who belongs to no organization (they left or were removed from their last) meets
 * instead of a page about one: why, how to get back in (an invitation's link), their account, and Sign Out.
 */
export function NoOrganization({ email, accountHref = '/account', onSignOut }: NoOrganizationProps) {
  return (
    <section className={formCard} aria-labelledby="no-organization-title">
      <header className={formHeader}>
        <h1 id="no-organization-title" className={formTitle}>
          You do not belong to an organization
        </h1>
      </header>
      <p className={statusMessage} role="status">
        <Building2 size={18} aria-hidden="true" className={warningIcon} />
        <span>
          You left your last organization on WinHub, or an admin removed you from it. To join one, ask one of
          its admins to invite {email ? <strong>{email}</strong> : 'your address'}, then open the link in the
          invitation mail.
        </span>
      </p>
      <div className={styles.actions}>
        <LinkButton href={accountHref} variant="secondary" size="lg" fullWidth>
          <UserRound size={18} aria-hidden="true" />
          Your account
        </LinkButton>
        <Button variant="secondary" size="lg" fullWidth onPress={onSignOut}>
          <LogOut size={18} aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </section>
  );
}
