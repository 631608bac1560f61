import { vars } from '@winhub/tokens';
import { BarChart3, Megaphone, ShieldCheck, ShoppingBag, Video, Warehouse } from 'lucide-react';
import type { ServicesOrbitItem } from '../ServicesOrbit/ServicesOrbit.tsx';

/** The six services as the app describes them; used by stories. */
export const sampleServices: ServicesOrbitItem[] = [
  {
    id: 'erp',
    name: 'ERP',
    icon: <BarChart3 size={22} />,
    color: vars.color.serviceErp,
    description: 'Finance, BI and automation',
    fullDescription:
      'Financial management, integrated business intelligence and process automation for the whole company.',
  },
  {
    id: 'market',
    name: 'Market',
    icon: <ShoppingBag size={22} />,
    color: vars.color.serviceMarket,
    description: 'Online store and payments',
    fullDescription: 'Your online store with stock management and payments, ready to sell in minutes.',
  },
  {
    id: 'meet',
    name: 'Meet',
    icon: <Video size={22} />,
    color: vars.color.serviceMeet,
    description: 'HD video meetings',
    fullDescription: 'HD video meetings up to 1080p with screen sharing, chat, file sharing and scheduling.',
  },
  {
    id: 'ads',
    name: 'Ads',
    icon: <Megaphone size={22} />,
    color: vars.color.serviceAds,
    description: 'Smart ad campaigns',
    fullDescription:
      'AI-optimised campaigns with advanced analytics across Google, Facebook, Instagram and LinkedIn.',
  },
  {
    id: 'auth',
    name: 'Auth',
    icon: <ShieldCheck size={22} />,
    color: vars.color.serviceAuth,
    description: 'One account, every service',
    fullDescription:
      'Central sign-on with per-service permissions, 2FA, encryption and automatic logout across all systems.',
  },
  {
    id: 'wms',
    name: 'WMS',
    icon: <Warehouse size={22} />,
    color: vars.color.serviceWms,
    description: 'Warehouse and logistics',
    fullDescription: 'Barcode and RFID tracking, route and fleet optimisation and real-time GPS tracking.',
  },
];
