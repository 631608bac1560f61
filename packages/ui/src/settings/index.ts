export * from './OrganizationProfileForm/index.ts';
