import { Gauge, KeyRound, Layers, LifeBuoy, ShieldCheck, Zap } from 'lucide-react';
import type { Feature } from './feature.ts';

export const defaultFeatures: readonly Feature[] = [
  {
    icon: KeyRound,
    title: 'One account, every service',
    text: 'Single sign-on across ERP, Market, Meet, Ads, Auth and WMS. Sign in once, work everywhere.',
  },
  {
    icon: Zap,
    title: 'Instant setup',
    text: 'No installation and no credit card. Your workspace is ready the moment you sign up.',
  },
  {
    icon: Layers,
    title: 'Automatic ERP, Market and Meet',
    text: 'The core services are switched on for you, already connected to each other.',
  },
  {
    icon: ShieldCheck,
    title: 'Security built in',
    text: 'Two-factor authentication, encryption, per-service permissions and security monitoring.',
  },
  {
    icon: Gauge,
    title: 'Grows with your team',
    text: 'Free up to 5 employees, then simple per-team pricing. Custom plans beyond 15 employees.',
  },
  {
    icon: LifeBuoy,
    title: 'Support when it matters',
    text: 'Priority and 24/7 support on Premium, so your business never waits.',
  },
];
