import {
  BarChart3,
  CreditCard,
  Globe,
  KeyRound,
  Landmark,
  MapPin,
  Package,
  ScanBarcode,
  ShieldCheck,
  Sparkles,
  Store,
  Truck,
  Users,
  Workflow,
} from 'lucide-react';
import type { ServiceId } from '../../primitives/ServiceIcon/index.ts';
import type { ServicePageContent } from '../ServicePageLayout/ServicePageLayout.tsx';

/** What each service's page says (docs/product/services.md, one section a page); Meet has its own page. */
export const servicePageContent: Record<Exclude<ServiceId, 'meet'>, ServicePageContent> = {
  /** /market: the marketplace (docs/product/services.md, "Market page"). */
  market: {
    name: 'WinMarket',
    tagline: 'Sell online with the stock and payments already connected',
    intro: 'Open your online store, keep stock in sync and take payments, all from one marketplace.',
    featuresTitle: 'Features',
    features: [
      {
        icon: Store,
        title: 'Online store',
        description: 'A storefront for your products, ready in minutes.',
      },
      {
        icon: Package,
        title: 'Stock management',
        description: 'Stock levels update with every sale, across all your channels.',
      },
      { icon: CreditCard, title: 'Payments', description: 'Cards and instant payments with clear payouts.' },
    ],
    stepsTitle: 'How it works',
    steps: [
      { title: 'Set up your store', description: 'Name it, add your logo and your policies.' },
      { title: 'Add products', description: 'Prices, photos and the stock you hold.' },
      { title: 'Sell and get paid', description: 'Orders and payments arrive in one place.' },
    ],
  },
  /** /auth: the central authentication system (docs/product/services.md, "Auth page"). */
  auth: {
    name: 'WinAuth',
    tagline: 'Central authentication for every WinHub service',
    intro:
      'One secure sign-in for your whole company: every service, every employee, one place to control access.',
    highlights: [
      'One account for all services',
      'Permission control per service',
      'Two-factor authentication (2FA)',
      'Encryption and security monitoring',
      'Automatic logout across all systems',
    ],
    featuresTitle: 'Features',
    features: [
      {
        icon: Users,
        title: 'User management',
        description: 'Create accounts, assign roles and decide who uses which service.',
      },
      {
        icon: KeyRound,
        title: 'Integrated SSO',
        description: 'Sign in once and open ERP, Market, Meet and the rest without signing in again.',
      },
      {
        icon: ShieldCheck,
        title: 'Advanced security',
        description: '2FA, encrypted sessions and monitoring that flags unusual activity.',
      },
    ],
    stepsTitle: 'How it works',
    steps: [
      { title: 'Create your account', description: 'Sign up once for your organization.' },
      { title: 'Sign in once', description: 'WinAuth issues a secure session for you.' },
      { title: 'Open any service', description: 'Every service trusts the same sign-in (SSO).' },
      { title: 'Sign out everywhere', description: 'Logging out ends the session in all systems.' },
    ],
  },
  /** /ads: advertising (docs/product/services.md, "Ads page"). */
  ads: {
    name: 'WinAds',
    tagline: 'Campaigns that optimise themselves',
    intro: 'Plan, run and measure your ads on every major platform from one place.',
    featuresTitle: 'Features',
    features: [
      {
        icon: Sparkles,
        title: 'Smart campaigns',
        description: 'AI optimisation shifts budget to the ads that perform.',
      },
      {
        icon: BarChart3,
        title: 'Advanced analytics',
        description: 'Reach, clicks, conversions and cost per result in real time.',
      },
      {
        icon: Globe,
        title: 'Multi-platform',
        description: 'Google, Facebook, Instagram and LinkedIn from a single campaign.',
      },
    ],
    stepsTitle: 'How it works',
    steps: [
      { title: 'Define your audience', description: 'Who you want to reach and where.' },
      { title: 'Launch on every platform', description: 'One campaign, published everywhere.' },
      { title: 'Let AI optimise', description: 'Budget moves to what works, automatically.' },
    ],
  },
  /** /erp: the ERP (docs/product/services.md, "ERP page"). */
  erp: {
    name: 'WinERP',
    tagline: 'Run the whole company from one system',
    intro: 'Finance, reporting and routine work connected, so every team works from the same numbers.',
    featuresTitle: 'Features',
    features: [
      {
        icon: Landmark,
        title: 'Financial management',
        description: 'Payables, receivables, cash flow and invoices in one ledger.',
      },
      {
        icon: BarChart3,
        title: 'Integrated BI',
        description: 'Dashboards and reports built from live company data.',
      },
      {
        icon: Workflow,
        title: 'Automation',
        description: 'Approvals, reminders and recurring tasks that run themselves.',
      },
    ],
    stepsTitle: 'How it works',
    steps: [
      { title: 'Connect your data', description: 'Bring in accounts, customers and suppliers.' },
      { title: 'Automate routines', description: 'Set the rules once; the ERP follows them.' },
      { title: 'Decide with BI', description: 'See results as they happen.' },
    ],
  },
  /** /wms: warehouse management (docs/product/services.md, "WMS page"). */
  wms: {
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
      {
        icon: Truck,
        title: 'Logistics',
        description: 'Route and fleet optimisation that cuts delivery time.',
      },
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
  },
};
