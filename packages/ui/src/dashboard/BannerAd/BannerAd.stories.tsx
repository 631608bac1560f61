import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BannerAd } from './BannerAd.tsx';

const meta = {
  title: 'Dashboard/BannerAd',
  component: BannerAd,
  parameters: {
    docs: {
      description: {
        component: [
          'The banner-ad slot that free organizations see on the dashboard and the service pages, filled with a house ad for Premium. Premium organizations see nothing.',
          "**When to use:** The one advertising slot of a free organization's page.",
          "**Use instead:** [WelcomeBanner](?path=/docs/dashboard-welcomebanner--docs) for the dashboard's Upgrade link; [UnlockPremiumCard](?path=/docs/services-unlockpremiumcard--docs) on /meet.",
          '**In the product:** /dashboard and the service pages /auth, /market, /ads, /erp, /meet, /wms, for free organizations.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof BannerAd>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreePlan: Story = {
  args: { plan: 'free' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();
    await expect(canvas.getByText('Sponsored')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
  },
};

export const PremiumPlanShowsNothing: Story = {
  args: { plan: 'premium' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

export const FreePlanMobile: Story = {
  args: { plan: 'free' },
  parameters: { screenshot: { width: 375, height: 300 } },
};
