export {
  defaultLeadFormLabels,
  LeadForm,
  type LeadFormLabels,
  type LeadFormProps,
} from './LeadForm.tsx';
