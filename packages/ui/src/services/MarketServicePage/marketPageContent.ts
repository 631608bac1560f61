import { CreditCard, Package, Store } from 'lucide-react';
import type { ServicePageContent } from '../ServicePageLayout/ServicePageLayout.tsx';

/** /market: the marketplace (docs/product/services.md, "Market page"). */
export const marketPageContent: ServicePageContent = {
  name: 'WinMarket',
  tagline: 'Sell online with the stock and payments already connected',
  intro: 'Open your online store, keep stock in sync and take payments, all from one marketplace.',
  featuresTitle: 'Features',
  features: [
    { icon: Store, title: 'Online store', description: 'A storefront for your products, ready in minutes.' },
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
};
