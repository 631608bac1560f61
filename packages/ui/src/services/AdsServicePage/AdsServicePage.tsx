import { ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { type ServicePageContent, ServicePageLayout } from '../ServicePageLayout/ServicePageLayout.tsx';
import { adsPageContent } from './adsPageContent.ts';

export type AdsServicePageProps = {
  /** Opens the external ads app in a new tab. */
  onOpenApp: () => void;
  content?: ServicePageContent;
  openAppLabel?: string;
  adSlot?: ReactNode;
};

export function AdsServicePage({
  onOpenApp,
  content = adsPageContent,
  openAppLabel = 'Open WinAds',
  adSlot,
}: AdsServicePageProps) {
  return (
    <ServicePageLayout
      service="ads"
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
