import { MapPin, ScanBarcode, Truck } from 'lucide-react';
import type { ServicePageContent } from '../ServicePageLayout/ServicePageLayout.tsx';

/** /wms: warehouse management (docs/product/services.md, "WMS page"). */
export const wmsPageContent: ServicePageContent = {
  name: 'WinWMS',
  tagline: 'Every item, every route, in real time',
  intro:
    'Track stock from the shelf to the customer with scanning, route planning and live vehicle tracking.',
  featuresTitle: 'Features',
  features: [
    {
      icon: ScanBarcode,
      title: 'Barcode and RFID tracking',
      description: 'Know where each item is, from receiving to dispatch.',
    },
    { icon: Truck, title: 'Logistics', description: 'Route and fleet optimisation that cuts delivery time.' },
    {
      icon: MapPin,
      title: 'Real-time GPS tracking',
      description: 'Follow every vehicle and delivery live on the map.',
    },
  ],
  stepsTitle: 'How it works',
  steps: [
    { title: 'Tag your stock', description: 'Barcodes or RFID on every item and shelf.' },
    { title: 'Plan the routes', description: 'Orders become optimised delivery routes.' },
    { title: 'Track deliveries', description: 'GPS shows each vehicle until the order arrives.' },
  ],
};
