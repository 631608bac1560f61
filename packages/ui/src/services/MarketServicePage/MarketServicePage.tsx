import { ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { type ServicePageContent, ServicePageLayout } from '../ServicePageLayout/ServicePageLayout.tsx';
import { marketPageContent } from './marketPageContent.ts';

export type MarketServicePageProps = {
  /** Opens the external marketplace app in a new tab. */
  onOpenApp: () => void;
  content?: ServicePageContent;
  openAppLabel?: string;
  adSlot?: ReactNode;
};

export function MarketServicePage({
  onOpenApp,
  content = marketPageContent,
  openAppLabel = 'Open WinMarket',
  adSlot,
}: MarketServicePageProps) {
  return (
    <ServicePageLayout
      service="market"
      content={content}
      adSlot={adSlot}
      actions={
        <Button size="lg" onPress={onOpenApp}>
          {openAppLabel}
          <ArrowUpRight size={18} aria-hidden="true" />
        </Button>
      }
    />
  );
}
