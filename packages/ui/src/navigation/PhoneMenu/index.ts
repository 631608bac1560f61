export { PhoneMenu, type PhoneMenuLink, type PhoneMenuProps } from './PhoneMenu.tsx';
