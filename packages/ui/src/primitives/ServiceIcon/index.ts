export { serviceTint, serviceTinted } from './ServiceIcon.css.ts';
export { ServiceIcon, type ServiceIconProps } from './ServiceIcon.tsx';
export { type ServiceId, serviceColor, serviceIds } from './serviceColor.ts';
export { serviceIcon } from './serviceIcon.ts';
