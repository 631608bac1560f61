export { button as buttonStyle } from './Button.css.ts';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button.tsx';
