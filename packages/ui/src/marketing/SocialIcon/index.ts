export { SocialIcon, type SocialNetwork } from './SocialIcon.tsx';
