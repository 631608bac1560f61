export { ComingSoonPanel, type ComingSoonPanelProps } from './ComingSoonPanel.tsx';
export {
  defaultSettingsTabsTexts,
  type SettingsTabId,
  SettingsTabs,
  type SettingsTabsProps,
  type SettingsTabsTexts,
} from './SettingsTabs.tsx';
