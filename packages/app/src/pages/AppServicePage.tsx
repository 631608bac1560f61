import { ServicePage, type ServicePageProps } from '@winhub/ui';
import { PageTitle } from '../PageTitle.tsx';
import { AppPageHeader } from './AppPageHeader.tsx';
import { useBannerAdSlot } from './useBannerAdSlot.tsx';

type AppServicePageProps = Omit<ServicePageProps, 'adSlot'> & { title: string };

/** A service's page (docs/product/services.md): the app's header, then the ui ServicePage with the plan's ad slot. */
export function AppServicePage({ title, ...page }: AppServicePageProps) {
  const adSlot = useBannerAdSlot();
  return (
    <>
      <PageTitle page={title} />
      <AppPageHeader />
      <main>
        <ServicePage {...page} adSlot={adSlot} />
      </main>
    </>
  );
}
