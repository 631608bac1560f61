export { OrganizationProfileForm, type OrganizationProfileFormProps } from './OrganizationProfileForm.tsx';
export {
  defaultOrganizationProfileMessages,
  type OrganizationProfileMessages,
  type OrganizationProfileValues,
  organizationBusinessTypes,
  organizationCompanySizes,
} from './organizationProfileSchema.ts';
