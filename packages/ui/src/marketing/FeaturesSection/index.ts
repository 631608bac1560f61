export { defaultFeatures } from './defaultFeatures.ts';
export { type Feature, FeaturesSection, type FeaturesSectionProps } from './FeaturesSection.tsx';
