export { PaymentPlans, type PaymentPlansProps } from './PaymentPlans.tsx';
