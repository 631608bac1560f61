export {
  defaultQuickSettings,
  type QuickSettingId,
  QuickSettings,
  type QuickSettingsProps,
  type QuickSettingValues,
  quickSettingLabels,
} from './QuickSettings.tsx';
