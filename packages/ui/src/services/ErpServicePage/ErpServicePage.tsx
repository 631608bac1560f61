import { ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { type ServicePageContent, ServicePageLayout } from '../ServicePageLayout/ServicePageLayout.tsx';
import { erpPageContent } from './erpPageContent.ts';

export type ErpServicePageProps = {
  /** 'Access': the app opens the ERP (with a token) or highlights registration (without one). */
  onAccess: () => void;
  content?: ServicePageContent;
  accessLabel?: string;
  adSlot?: ReactNode;
};

export function ErpServicePage({
  onAccess,
  content = erpPageContent,
  accessLabel = 'Access',
  adSlot,
}: ErpServicePageProps) {
  return (
    <ServicePageLayout
      service="erp"
      content={content}
      adSlot={adSlot}
      actions={
        <Button size="lg" onPress={onAccess}>
          {accessLabel}
          <ArrowUpRight size={18} aria-hidden="true" />
        </Button>
      }
    />
  );
}
