import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { type ServicePageContent, ServicePageLayout } from '../ServicePageLayout/ServicePageLayout.tsx';
import { wmsPageContent } from './wmsPageContent.ts';

export type WmsServicePageProps = {
  /** The spec gives this button no behaviour; the app may leave it unset. */
  onGetStarted?: () => void;
  content?: ServicePageContent;
  getStartedLabel?: string;
  adSlot?: ReactNode;
};

export function WmsServicePage({
  onGetStarted,
  content = wmsPageContent,
  getStartedLabel = 'Get Started',
  adSlot,
}: WmsServicePageProps) {
  return (
    <ServicePageLayout
      service="wms"
      content={content}
      adSlot={adSlot}
      actions={
        <Button size="lg" onPress={onGetStarted}>
          {getStartedLabel}
        </Button>
      }
    />
  );
}
