export { EnvironmentInfo, type EnvironmentInfoProps } from './EnvironmentInfo.tsx';
