export {
  defaultSettingsTabsTexts,
  type SettingsTabId,
  SettingsTabs,
  type SettingsTabsProps,
  type SettingsTabsTexts,
} from './SettingsTabs.tsx';
