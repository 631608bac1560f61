export { RegistrationSection, type RegistrationSectionProps } from './RegistrationSection.tsx';
export {
  type HomeBusinessType,
  type HomeEmployeeRange,
  homeBusinessTypes,
  homeEmployeeRanges,
  type RegistrationDraft,
  type RegistrationValues,
  registrationMessages,
  registrationSchema,
} from './registrationSchema.ts';
