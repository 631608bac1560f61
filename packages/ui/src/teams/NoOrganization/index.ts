export { NoOrganization, type NoOrganizationProps } from './NoOrganization.tsx';
