export {
  type SecondFactorCode,
  SecondFactorForm,
  type SecondFactorFormProps,
  type SecondFactorMethod,
} from './SecondFactorForm.tsx';
