export * from './CardPaymentForm/index.ts';
export * from './cardValidation/index.ts';
