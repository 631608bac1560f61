export { type CardDetails, CardPaymentForm, type CardPaymentFormProps } from './CardPaymentForm.tsx';
export {
  type CardNumberRule,
  type CardPaymentMessages,
  defaultCardPaymentMessages,
} from './cardPaymentSchema.ts';
