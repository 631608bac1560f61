export { PhoneMenuToggle, type PhoneMenuToggleProps } from './PhoneMenuToggle.tsx';
