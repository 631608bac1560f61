export * from './account/index.ts';
export * from './billing/index.ts';
export * from './dashboard/index.ts';
export * from './marketing/index.ts';
export * from './primitives/index.ts';
export * from './services/index.ts';
export * from './settings/index.ts';
export * from './status/index.ts';
