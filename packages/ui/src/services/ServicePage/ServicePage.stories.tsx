import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { BannerAd } from '../../dashboard/BannerAd/BannerAd.tsx';
import { ServicePage } from './ServicePage.tsx';
import { servicePageContent } from './servicePageContent.ts';

const meta = {
  title: 'Services/ServicePage',
  component: ServicePage,
  args: { service: 'erp', onAction: fn(), onSecondaryAction: fn() },
  argTypes: { service: { control: 'select', options: Object.keys(servicePageContent) } },
  decorators: [withLinkRouter],
  parameters: {
    layout: 'fullscreen',
    screenshot: { width: 1280, height: 900 },
    docs: {
      description: {
        component: [
          'The page of Market, Auth, Ads, ERP and WMS: `service` chooses its content (name, tagline, features, how it works) and its buttons, laid out by ServicePageLayout. Market\'s "Open WinMarket", Ads\' "Open WinAds" and ERP\'s "Access" call `onAction` (the app opens the service), with an arrow saying it opens elsewhere; Auth\'s Portuguese "Fazer Login" and "Criar Conta" call `onAction` and `onSecondaryAction`; WMS\'s "Get Started" has no behaviour of its own. It knows nothing of the session: the app passes the banner-ad slot for a signed-in free organization (`adSlot`, under the hero), and a Premium one\'s slot is empty. Each service\'s page has its own stories: [MarketServicePage](?path=/docs/services-marketservicepage--docs), [AuthServicePage](?path=/docs/services-authservicepage--docs), [AdsServicePage](?path=/docs/services-adsservicepage--docs), [ErpServicePage](?path=/docs/services-erpservicepage--docs), [WmsServicePage](?path=/docs/services-wmsservicepage--docs).',
          '**When to use:** the page of one of these five services; choose it with `service`.',
          "**Use instead:** [ServicePageLayout](?path=/docs/services-servicepagelayout--docs) for a service page of the same shape with other content; [MeetPage](?path=/docs/services-meetpage--docs) for Meet's own page.",
          "**In the product:** /market, /auth, /ads, /erp, /wms (the app adds its header and the plan's ad slot).",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ServicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, free plan: the house ad for Premium under the hero, before the features. */
export const SignedInFreePlan: Story = {
  args: { adSlot: <BannerAd plan="free" /> },
  play: async ({ args, canvas }) => {
    const ad = canvas.getByRole('complementary', { name: 'Advertisement' });
    await expect(ad).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    const hero = canvas.getByRole('heading', { level: 1, name: 'WinERP' });
    const features = canvas.getByRole('region', { name: 'Features' });
    await expect(hero.compareDocumentPosition(ad) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(ad.compareDocumentPosition(features) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const access = canvas.getByRole('button', { name: 'Access' });
    await expect(access.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(access);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/**
 * Signed in, Premium: the app passes the same slot, and it shows nothing. WMS's Get Started opens no
 * service, so it has no arrow.
 */
export const SignedInPremium: Story = {
  args: { service: 'wms', adSlot: <BannerAd plan="premium" />, onAction: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'WinWMS' })).toBeVisible();
    await expect(canvas.queryByRole('complementary')).toBeNull();
    const getStarted = canvas.getByRole('button', { name: 'Get Started' });
    await expect(getStarted.querySelector('svg')).toBeNull();
  },
};

/** Auth's two Portuguese buttons, from the keyboard: Tab reaches them in order. */
export const AuthKeyboard: Story = {
  args: { service: 'auth' },
  play: async ({ args, canvas }) => {
    const login = canvas.getByRole('button', { name: 'Fazer Login' });
    const signUp = canvas.getByRole('button', { name: 'Criar Conta' });
    await expect(login).toHaveAttribute('lang', 'pt-BR');
    await expect(signUp).toHaveAttribute('lang', 'pt-BR');
    await userEvent.tab();
    await expect(login).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(signUp).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSecondaryAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
