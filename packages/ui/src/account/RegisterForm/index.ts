export { RegisterForm, type RegisterFormProps } from './RegisterForm.tsx';
export { defaultRegisterLabels, type RegisterFormLabels } from './registerLabels.ts';
export {
  type LengthRule,
  type RegisterDraft,
  type RegisterValues,
  registerBusinessTypes,
  registerEmployeeRanges,
  registerSchema,
  type SignUpRules,
} from './registerSchema.ts';
