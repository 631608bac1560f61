export { OrganizationSecurity, type OrganizationSecurityProps } from './OrganizationSecurity.tsx';
