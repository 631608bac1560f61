export { defaultFeatures } from './defaultFeatures.tsx';
export { type Feature, FeaturesSection, type FeaturesSectionProps } from './FeaturesSection.tsx';
