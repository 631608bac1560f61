import { BarChart3, Globe, Sparkles } from 'lucide-react';
import type { ServicePageContent } from '../ServicePageLayout/ServicePageLayout.tsx';

/** /ads: advertising (docs/product/services.md, "Ads page"). */
export const adsPageContent: ServicePageContent = {
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
};
