export { type CardDetails, CardPaymentForm, type CardPaymentFormProps } from './CardPaymentForm.tsx';
export { type CardPaymentMessages, defaultCardPaymentMessages } from './cardPaymentSchema.ts';
export { defaultTestCards, type TestCard, TestModeNote, type TestModeNoteProps } from './TestModeNote.tsx';
