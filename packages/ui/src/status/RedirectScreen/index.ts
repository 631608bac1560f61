export { RedirectScreen } from './RedirectScreen.tsx';
