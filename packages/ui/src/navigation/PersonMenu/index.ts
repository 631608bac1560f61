export { PersonMenu, type PersonMenuProps } from './PersonMenu.tsx';
export { PersonMenuPanel, type PersonMenuPanelProps } from './PersonMenuPanel.tsx';
export type { PersonMenuPerson, PersonOrganization } from './personMenuTypes.ts';
