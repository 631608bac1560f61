export { BannerAd, type BannerAdProps } from './BannerAd.tsx';
