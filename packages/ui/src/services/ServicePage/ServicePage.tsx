import { ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { portugueseLang } from '../../i18n/languages.ts';
import { texts } from '../../i18n/texts.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ServicePageLayout } from '../ServicePageLayout/ServicePageLayout.tsx';
import { servicePageContent } from './servicePageContent.ts';

/** The services with a page of this shape (Meet has its own, MeetPage). */
export type ServicePageService = keyof typeof servicePageContent;

export type ServicePageProps = {
  service: ServicePageService;
  /**
   * The hero's button (docs/product/services.md): Market's and Ads' "Open Win…" and ERP's "Access" (the
   * app opens the service), Auth's "Fazer Login"; WMS's "Get Started" has no behaviour and may be unset.
   */
  onAction?: () => void;
  /** Auth's second button, "Criar Conta" (the app goes to /login, as for "Fazer Login"). */
  onSecondaryAction?: () => void;
  /** The banner-ad slot free organizations see (BannerAd). */
  adSlot?: ReactNode;
};

type PageButton = { label: string; lang?: string; opensApp?: boolean };

/** Each page's buttons; Auth's are Portuguese (docs/product/texts-and-validation.md). */
function buttonsOf(service: ServicePageService): { action: PageButton; secondaryAction?: PageButton } {
  switch (service) {
    case 'market':
      return { action: { label: 'Open WinMarket', opensApp: true } };
    case 'ads':
      return { action: { label: 'Open WinAds', opensApp: true } };
    case 'erp':
      return { action: { label: 'Access', opensApp: true } };
    case 'wms':
      return { action: { label: 'Get Started' } };
    case 'auth':
      return {
        action: { label: texts.pt('services.auth.login'), lang: portugueseLang },
        secondaryAction: { label: texts.pt('services.auth.signUp'), lang: portugueseLang },
      };
  }
}

/** A service's page: its content in the shared layout, with its call-to-action buttons. */
export function ServicePage({ service, onAction, onSecondaryAction, adSlot }: ServicePageProps) {
  const { action, secondaryAction } = buttonsOf(service);
  return (
    <ServicePageLayout
      service={service}
      content={servicePageContent[service]}
      adSlot={adSlot}
      actions={
        <>
          <Button size="lg" onPress={onAction} lang={action.lang}>
            {action.label}
            {action.opensApp && <ArrowUpRight size={18} aria-hidden="true" />}
          </Button>
          {secondaryAction && (
            <Button size="lg" variant="secondary" onPress={onSecondaryAction} lang={secondaryAction.lang}>
              {secondaryAction.label}
            </Button>
          )}
        </>
      }
    />
  );
}
