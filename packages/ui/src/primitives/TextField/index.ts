export {
  EmailField,
  type EmailFieldProps,
  PasswordField,
  type PasswordFieldProps,
  TextField,
  type TextFieldProps,
} from './TextField.tsx';
