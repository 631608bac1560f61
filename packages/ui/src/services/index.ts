export * from './AdsServicePage/index.ts';
export * from './AuthServicePage/index.ts';
export * from './ErpServicePage/index.ts';
export * from './MarketServicePage/index.ts';
export * from './ServicePageLayout/index.ts';
export * from './WmsServicePage/index.ts';
