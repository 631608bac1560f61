export {
  type BillingFormat,
  type DateInput,
  formatBillingDate,
  formatMinorAmount,
  invoiceNumber,
} from './format.ts';
