export { WmsServicePage, type WmsServicePageProps } from './WmsServicePage.tsx';
export { wmsPageContent } from './wmsPageContent.ts';
