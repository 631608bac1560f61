export {
  type BillingFormat,
  type DateInput,
  formatBillingDate,
  formatMinorAmount,
  invoiceNumber,
} from './format.ts';
export { describeCard, type PlanStanding, planStandingLabel } from './planStanding.ts';
