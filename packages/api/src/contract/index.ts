export * from './accounts.ts';
export * from './appRoutes.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './common.ts';
export * from './organization.ts';
export * from './system.ts';
