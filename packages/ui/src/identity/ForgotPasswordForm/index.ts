export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm.tsx';
