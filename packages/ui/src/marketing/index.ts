export * from './Hero/index.ts';
export * from './NavBar/index.ts';
export * from './PricingCard/index.ts';
export * from './PricingSection/index.ts';
export * from './ServicesOrbit/index.ts';
export * from './ServiceTile/index.ts';
