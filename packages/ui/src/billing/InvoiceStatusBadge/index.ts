export { InvoiceStatusBadge, type InvoiceStatusBadgeProps } from './InvoiceStatusBadge.tsx';
