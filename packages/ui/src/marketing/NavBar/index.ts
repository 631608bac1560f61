export { NavBar, type NavBarProps } from './NavBar.tsx';
export { defaultNavLinks, type HomeSection, type NavLinkItem } from './navSections.ts';
