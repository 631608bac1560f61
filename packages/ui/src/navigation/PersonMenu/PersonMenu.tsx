import { Check, ChevronDown, CircleUserRound, LogOut, UserRound } from 'lucide-react';
import { useId } from 'react';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { Spinner, visuallyHidden } from '../../primitives/Spinner/index.ts';
import { roleLabel } from '../../teams/shared/team.ts';
import * as styles from './PersonMenu.css.ts';
import type { PersonMenuPerson } from './personMenuTypes.ts';

export type PersonMenuProps = PersonMenuPerson & {
  onSignOut: () => void;
  signOutLabel?: string;
  /** Initial state of the menu (stories). */
  defaultOpen?: boolean;
};

/** The organization on screen, or the one being switched to. */
export const activeOrganizationLine = ({
  organizations,
  activeOrganizationId,
  switchingToId,
}: Pick<PersonMenuPerson, 'organizations' | 'activeOrganizationId' | 'switchingToId'>) => {
  const name = (id: string | null | undefined) =>
    organizations.find((organization) => organization.id === id)?.name;
  const switching = name(switchingToId);
  return switching ? `Switching to ${switching}...` : (name(activeOrganizationId) ?? '');
};

/**
 * The signed-in person in the header: a menu button with their name and active organization; inside,
 * their organizations to switch between (role beside each, the active one checked), "Your account" and
 * Sign Out.
 */
export function PersonMenu({
  fullName,
  email,
  organizations,
  activeOrganizationId,
  onSwitchOrganization,
  switchingToId = null,
  accountHref = '/account',
  onSignOut,
  signOutLabel = 'Sign Out',
  defaultOpen,
}: PersonMenuProps) {
  const personId = useId();
  const organizationLine = activeOrganizationLine({ organizations, activeOrganizationId, switchingToId });
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button className={styles.trigger}>
        {switchingToId ? (
          <Spinner size="md" />
        ) : (
          <CircleUserRound size={22} aria-hidden="true" className={styles.avatar} />
        )}
        <span className={styles.triggerText}>
          <span className={styles.triggerName}>
            {fullName}
            <span className={visuallyHidden}>,</span>
          </span>
          <span className={styles.triggerOrganization}>{organizationLine}</span>
        </span>
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      </Button>
      <Popover className={styles.popover} placement="bottom end" offset={8}>
        <div className={styles.person} id={personId}>
          <span className={styles.personName}>{fullName}</span>
          <span className={styles.personEmail}>{email}</span>
        </div>
        <Menu className={styles.menu} aria-labelledby={personId}>
          <MenuSection
            selectionMode="single"
            selectedKeys={[activeOrganizationId]}
            disallowEmptySelection
            onSelectionChange={(keys) => {
              const [chosen] = keys === 'all' ? [] : [...keys];
              if (typeof chosen === 'string' && chosen !== activeOrganizationId) onSwitchOrganization(chosen);
            }}
          >
            <Header className={styles.sectionHeader}>Organizations</Header>
            {organizations.map((organization) => (
              <MenuItem
                key={organization.id}
                id={organization.id}
                textValue={organization.name}
                className={styles.item}
                isDisabled={Boolean(switchingToId)}
              >
                {({ isSelected }) => (
                  <>
                    <span className={styles.organizationText}>
                      <span className={styles.oneLine}>{organization.name}</span>
                      <span className={styles.role}>{roleLabel[organization.role]}</span>
                    </span>
                    {isSelected && <Check size={16} aria-hidden="true" className={styles.check} />}
                  </>
                )}
              </MenuItem>
            ))}
          </MenuSection>
          <Separator className={styles.separator} />
          <MenuSection>
            <MenuItem id="account" href={accountHref} className={styles.item}>
              <UserRound size={16} aria-hidden="true" className={styles.itemIcon} />
              Your account
            </MenuItem>
            <MenuItem id="sign-out" onAction={onSignOut} className={styles.item}>
              <LogOut size={16} aria-hidden="true" className={styles.itemIcon} />
              {signOutLabel}
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
