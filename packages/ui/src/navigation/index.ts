export * from './AppHeader/index.ts';
export * from './PageHeading/index.ts';
export * from './PersonMenu/index.ts';
export * from './PhoneMenu/index.ts';
export * from './PhoneMenuToggle/index.ts';
