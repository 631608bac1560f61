export { ServiceCard, type ServiceCardProps } from './ServiceCard.tsx';
export { ServiceCardGrid, type ServiceCardGridProps, type ServiceCardItem } from './ServiceCardGrid.tsx';
