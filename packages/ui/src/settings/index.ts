export * from './OrganizationProfileForm/index.ts';
export * from './SettingsTabs/index.ts';
