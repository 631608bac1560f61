import { type Key, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { roleLabel, TEAM_ROLES, type TeamRole } from '../../teams/shared/team.ts';
import { roleOption, roleOptions } from './TeamMembers.css.ts';

export type RolePickerProps = {
  /** Whose role: names the control ("Role of Ana Souza"). */
  personName: string;
  role: TeamRole;
  onChange: (role: TeamRole) => void;
  isDisabled?: boolean;
  /** The id of the text that says why it is disabled. */
  'aria-describedby'?: string;
};

const isRole = (key: Key | undefined): key is TeamRole => key === 'admin' || key === 'member';

/**
 * A person's role in a row of the team table: the two roles side by side (a radio group whose arrow keys
 * move the focus; Space or Enter chooses), the column naming it.
 */
export function RolePicker({ personName, role, onChange, isDisabled, ...aria }: RolePickerProps) {
  return (
    <ToggleButtonGroup
      className={roleOptions}
      aria-label={`Role of ${personName}`}
      aria-describedby={aria['aria-describedby']}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[role]}
      onSelectionChange={(keys) => {
        const [chosen] = keys;
        if (isRole(chosen) && chosen !== role) onChange(chosen);
      }}
      isDisabled={isDisabled}
    >
      {TEAM_ROLES.map((option) => (
        <ToggleButton key={option} id={option} className={roleOption}>
          {roleLabel[option]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
