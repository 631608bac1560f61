export { AppHeader, type AppHeaderProps } from './AppHeader.tsx';
export type { AppHeaderLink } from './appHeaderLinks.ts';
