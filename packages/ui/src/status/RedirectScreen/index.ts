export { RedirectScreen, type RedirectScreenProps } from './RedirectScreen.tsx';
