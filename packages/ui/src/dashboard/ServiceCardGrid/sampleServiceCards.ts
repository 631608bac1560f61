import type { ServiceCardItem } from './ServiceCardGrid.tsx';

/** Story data: the six services with their names and short descriptions. */
export const sampleServiceCards: readonly ServiceCardItem[] = [
  { service: 'erp', name: 'ERP', description: 'Finance, BI and automation for the whole company.' },
  { service: 'market', name: 'Market', description: 'Your online store, stock and payments in one place.' },
  { service: 'meet', name: 'Meet', description: 'HD video meetings, scheduling and screen sharing.' },
  { service: 'ads', name: 'Ads', description: 'AI-optimised campaigns across every platform.' },
  { service: 'auth', name: 'Auth', description: 'One account and single sign-on for every service.' },
  { service: 'wms', name: 'WMS', description: 'Barcode and RFID tracking, routes and live GPS.' },
];
