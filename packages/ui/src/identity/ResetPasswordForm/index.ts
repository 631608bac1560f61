export {
  ResetPasswordForm,
  type ResetPasswordFormProps,
  type ResetPasswordState,
} from './ResetPasswordForm.tsx';
