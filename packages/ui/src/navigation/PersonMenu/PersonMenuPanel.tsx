import { Check, LogOut, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
import { Button } from '../../primitives/Button/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { roleLabel } from '../../teams/shared/team.ts';
import * as styles from './PersonMenu.css.ts';
import type { PersonMenuProps } from './PersonMenu.tsx';

export type PersonMenuPanelProps = Omit<PersonMenuProps, 'defaultOpen'>;

/**
 * The person menu laid out in the phone menu: who is signed in, their organizations (the active one
 * marked as current), "Your account" and Sign Out.
 */
export function PersonMenuPanel(props: PersonMenuPanelProps) {
  const { organizations, activeOrganizationId, switchingToId = null } = props;
  const headingId = useId();
  return (
    <div className={styles.panel}>
      <div className={styles.person}>
        <span className={styles.personName}>{props.fullName}</span>
        <span className={styles.personEmail}>{props.email}</span>
      </div>
      <span className={styles.sectionHeader} id={headingId}>
        Organizations
      </span>
      <ul className={styles.panelList} aria-labelledby={headingId}>
        {organizations.map((organization) => {
          const isActive = organization.id === activeOrganizationId;
          return (
            <li key={organization.id}>
              <AriaButton
                className={styles.panelOrganization}
                aria-current={isActive ? 'true' : undefined}
                isDisabled={Boolean(switchingToId)}
                onPress={() => isActive || props.onSwitchOrganization(organization.id)}
              >
                <span className={styles.organizationText}>
                  <span className={styles.oneLine}>{organization.name}</span>
                  <span className={styles.role}>{roleLabel[organization.role]}</span>
                </span>
                {organization.id === switchingToId && (
                  <Spinner size="sm" label={`Switching to ${organization.name}`} />
                )}
                {isActive && <Check size={16} aria-hidden="true" className={styles.check} />}
              </AriaButton>
            </li>
          );
        })}
      </ul>
      <Link href={props.accountHref ?? '/account'} className={styles.panelLink}>
        <UserRound size={16} aria-hidden="true" className={styles.itemIcon} />
        Your account
      </Link>
      <Button variant="secondary" size="sm" fullWidth onPress={props.onSignOut}>
        <LogOut size={16} aria-hidden="true" />
        {props.signOutLabel ?? 'Sign Out'}
      </Button>
    </div>
  );
}
