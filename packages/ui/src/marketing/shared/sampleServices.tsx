import { ServiceIcon, serviceColor } from '../../primitives/ServiceIcon/index.ts';
import type { ServicesOrbitItem } from '../ServicesOrbit/ServicesOrbit.tsx';

/** The six services as the app describes them; used by stories. */
export const sampleServices: ServicesOrbitItem[] = [
  {
    id: 'erp',
    name: 'ERP',
    icon: <ServiceIcon service="erp" />,
    color: serviceColor.erp,
    description: 'Finance, BI and automation',
    fullDescription:
      'Financial management, integrated business intelligence and process automation for the whole company.',
  },
  {
    id: 'market',
    name: 'Market',
    icon: <ServiceIcon service="market" />,
    color: serviceColor.market,
    description: 'Online store and payments',
    fullDescription: 'Your online store with stock management and payments, ready to sell in minutes.',
  },
  {
    id: 'meet',
    name: 'Meet',
    icon: <ServiceIcon service="meet" />,
    color: serviceColor.meet,
    description: 'HD video meetings',
    fullDescription: 'HD video meetings up to 1080p with screen sharing, chat, file sharing and scheduling.',
  },
  {
    id: 'ads',
    name: 'Ads',
    icon: <ServiceIcon service="ads" />,
    color: serviceColor.ads,
    description: 'Smart ad campaigns',
    fullDescription:
      'AI-optimised campaigns with advanced analytics across Google, Facebook, Instagram and LinkedIn.',
  },
  {
    id: 'auth',
    name: 'Auth',
    icon: <ServiceIcon service="auth" />,
    color: serviceColor.auth,
    description: 'One account, every service',
    fullDescription:
      'Central sign-on with per-service permissions, 2FA, encryption and automatic logout across all systems.',
  },
  {
    id: 'wms',
    name: 'WMS',
    icon: <ServiceIcon service="wms" />,
    color: serviceColor.wms,
    description: 'Warehouse and logistics',
    fullDescription: 'Barcode and RFID tracking, route and fleet optimisation and real-time GPS tracking.',
  },
];
