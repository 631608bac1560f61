export { AuthProcessing, type AuthProcessingProps } from './AuthProcessing.tsx';
