import {
  ChartColumn,
  type LucideIcon,
  Megaphone,
  ShieldCheck,
  ShoppingCart,
  Video,
  Warehouse,
} from 'lucide-react';
import type { ServiceId } from './serviceColor.ts';

export const serviceIcon: Record<ServiceId, LucideIcon> = {
  market: ShoppingCart,
  auth: ShieldCheck,
  ads: Megaphone,
  erp: ChartColumn,
  meet: Video,
  wms: Warehouse,
};
