export {
  defaultRegistrationLabels,
  RegistrationFields,
  type RegistrationFieldsLabels,
  type RegistrationFieldsProps,
} from './RegistrationFields.tsx';
