export { PaymentSuccess, type PaymentSuccessProps } from './PaymentSuccess.tsx';
