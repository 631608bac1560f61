export { ServicePage, type ServicePageProps, type ServicePageService } from './ServicePage.tsx';
