import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BannerAd } from '../../dashboard/BannerAd/BannerAd.tsx';
import { Button } from '../../primitives/Button/index.ts';
import { servicePageContent } from '../ServicePage/servicePageContent.ts';
import { ServicePageLayout } from './ServicePageLayout.tsx';

const meta = {
  title: 'Services/ServicePageLayout',
  component: ServicePageLayout,
  args: { service: 'erp', content: servicePageContent.erp, actions: <Button size="lg">Access</Button> },
  parameters: {
    layout: 'fullscreen',
    screenshot: { width: 1280, height: 900 },
    docs: {
      description: {
        component: [
          "The shared shape of the service pages (Auth, Market, Ads, ERP, WMS): a hero in the service's colour with its icon, name, tagline, intro and call-to-action buttons; the banner-ad slot for free plans; three feature cards; the how-it-works steps.",
          '**When to use:** The page of a service that follows the common shape: hero, features, how it works.',
          "**Use instead:** The five service pages, which fill it; [MeetPage](?path=/docs/services-meetpage--docs) for Meet's own shape.",
          '**In the product:** /auth, /market, /ads, /erp, /wms, through their pages.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ServicePageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'WinERP' })).toBeVisible();
    const features = canvas.getByRole('region', { name: 'Features' });
    await expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const steps = canvas.getByRole('region', { name: 'How it works' });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Access' })).toBeVisible();
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

export const WithAdSlot: Story = {
  args: { adSlot: <BannerAd plan="free" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { adSlot: <BannerAd plan="free" /> },
  parameters: { screenshot: { width: 375, height: 812 } },
};
