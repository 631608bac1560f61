export { FormSelect, type FormSelectProps } from './FormSelect.tsx';
