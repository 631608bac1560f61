export { RegisterForm, type RegisterFormProps } from './RegisterForm.tsx';
export { defaultRegisterLabels, type RegisterFormLabels } from './registerLabels.ts';
export {
  type RegisterDraft,
  type RegisterValues,
  registerBusinessTypes,
  registerEmployeeRanges,
  registerMessages,
  registerSchema,
} from './registerSchema.ts';
