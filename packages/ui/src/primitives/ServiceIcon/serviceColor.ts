import { vars } from '@winhub/tokens';
import {
  ChartColumn,
  type LucideIcon,
  Megaphone,
  ShieldCheck,
  ShoppingCart,
  Video,
  Warehouse,
} from 'lucide-react';

export const serviceIds = ['market', 'auth', 'ads', 'erp', 'meet', 'wms'] as const;

export type ServiceId = (typeof serviceIds)[number];

/** Each service's own colour (token var), used for its tile, icon and card edge. */
export const serviceColor: Record<ServiceId, string> = {
  market: vars.color.serviceMarket,
  auth: vars.color.serviceAuth,
  ads: vars.color.serviceAds,
  erp: vars.color.serviceErp,
  meet: vars.color.serviceMeet,
  wms: vars.color.serviceWms,
};

export const serviceIcon: Record<ServiceId, LucideIcon> = {
  market: ShoppingCart,
  auth: ShieldCheck,
  ads: Megaphone,
  erp: ChartColumn,
  meet: Video,
  wms: Warehouse,
};

/** Short display names, as the spec spells them. */
export const serviceName: Record<ServiceId, string> = {
  market: 'Market',
  auth: 'Auth',
  ads: 'Ads',
  erp: 'ERP',
  meet: 'Meet',
  wms: 'WMS',
};
