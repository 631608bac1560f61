export * from './ComingSoonPanel/index.ts';
export * from './DescriptionField/index.ts';
export * from './OrganizationProfileForm/index.ts';
export * from './SettingsTabs/index.ts';
