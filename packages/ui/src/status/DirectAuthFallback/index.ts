export { DirectAuthFallback, type DirectAuthFallbackProps } from './DirectAuthFallback.tsx';
