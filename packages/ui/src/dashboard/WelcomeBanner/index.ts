export { WelcomeBanner, type WelcomeBannerProps } from './WelcomeBanner.tsx';
