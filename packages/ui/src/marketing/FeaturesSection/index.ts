export { defaultFeatures } from './defaultFeatures.ts';
export { FeaturesSection, type FeaturesSectionProps } from './FeaturesSection.tsx';
export type { Feature } from './feature.ts';
