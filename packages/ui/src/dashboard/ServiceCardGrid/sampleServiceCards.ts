import type { ServiceCardItem } from './ServiceCardGrid.tsx';

/** Story data: the six services with their short descriptions. */
export const sampleServiceCards: readonly ServiceCardItem[] = [
  { service: 'erp', description: 'Finance, BI and automation for the whole company.' },
  { service: 'market', description: 'Your online store, stock and payments in one place.' },
  { service: 'meet', description: 'HD video meetings, scheduling and screen sharing.' },
  { service: 'ads', description: 'AI-optimised campaigns across every platform.' },
  { service: 'auth', description: 'One account and single sign-on for every service.' },
  { service: 'wms', description: 'Barcode and RFID tracking, routes and live GPS.' },
];
