export * from './CardPaymentForm/index.ts';
export * from './cardValidation/index.ts';
export * from './PaymentPlans/index.ts';
export * from './PaymentSuccess/index.ts';
export * from './PlanComparison/index.ts';
export * from './PriceSummary/index.ts';
export * from './plans/index.ts';
