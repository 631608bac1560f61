export { PhoneMenu, type PhoneMenuLink, type PhoneMenuProps } from './PhoneMenu.tsx';
export { PhoneMenuToggle, type PhoneMenuToggleProps } from './PhoneMenuToggle.tsx';
