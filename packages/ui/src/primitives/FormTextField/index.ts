export { FormSelect, type FormSelectProps } from './FormSelect.tsx';
export { FormTextField, type FormTextFieldProps } from './FormTextField.tsx';
