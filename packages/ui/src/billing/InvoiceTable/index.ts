export {
  defaultInvoiceTableLabels,
  type InvoiceRow,
  InvoiceTable,
  type InvoiceTableLabels,
  type InvoiceTableProps,
} from './InvoiceTable.tsx';
