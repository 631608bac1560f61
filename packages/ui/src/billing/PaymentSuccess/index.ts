export { defaultPaymentCountdownText, PaymentSuccess, type PaymentSuccessProps } from './PaymentSuccess.tsx';
