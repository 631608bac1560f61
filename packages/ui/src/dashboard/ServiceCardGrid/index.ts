export { ServiceCardGrid, type ServiceCardGridProps, type ServiceCardItem } from './ServiceCardGrid.tsx';
