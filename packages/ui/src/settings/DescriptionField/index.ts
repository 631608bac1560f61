export { DescriptionField, type DescriptionFieldProps } from './DescriptionField.tsx';
