export { serviceTint, serviceTinted } from './ServiceIcon.css.ts';
export { ServiceIcon, type ServiceIconProps } from './ServiceIcon.tsx';
export { type ServiceId, serviceColor, serviceIcon, serviceIds, serviceName } from './services.ts';
