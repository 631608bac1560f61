export { AdsServicePage, type AdsServicePageProps } from './AdsServicePage.tsx';
export { adsPageContent } from './adsPageContent.ts';
