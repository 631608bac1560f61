export {
  type ServiceFeature,
  type ServicePageContent,
  ServicePageLayout,
  type ServicePageLayoutProps,
  type ServiceStep,
} from './ServicePageLayout.tsx';
