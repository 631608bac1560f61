export { ServicesOrbit, type ServicesOrbitItem, type ServicesOrbitProps } from './ServicesOrbit.tsx';
export { servicesRevealThreshold, shouldRevealServices } from './servicesReveal.ts';
