export * from './BannerAd/index.ts';
export * from './Greeting/index.ts';
export * from './PlanBadge/index.ts';
export * from './QuickActionCard/index.ts';
export * from './QuickActionList/index.ts';
export * from './ServiceCard/index.ts';
export * from './ServiceCardGrid/index.ts';
export * from './WelcomeBanner/index.ts';
