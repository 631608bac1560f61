export { ServiceCard, type ServiceCardProps } from './ServiceCard.tsx';
