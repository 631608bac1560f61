export { MarketServicePage, type MarketServicePageProps } from './MarketServicePage.tsx';
export { marketPageContent } from './marketPageContent.ts';
