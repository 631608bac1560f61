import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BannerAd } from '../../dashboard/BannerAd/BannerAd.tsx';
import { ServicePage } from './ServicePage.tsx';

const meta = {
  title: 'Services/AdsServicePage',
  component: ServicePage,
  args: { service: 'ads', onAction: fn() },
  parameters: {
    layout: 'fullscreen',
    screenshot: { width: 1280, height: 900 },
    docs: {
      description: {
        component: [
          '/ads: smart campaigns (AI optimisation), advanced analytics, multi-platform (Google, Facebook, Instagram, LinkedIn); the button opens the external ads app in a new tab.',
          '**When to use:** The page of the service at /ads.',
          '**Use instead:** [ServicePageLayout](?path=/docs/services-servicepagelayout--docs) for the page of another service; [MeetPage](?path=/docs/services-meetpage--docs) for Meet.',
          '**In the product:** /ads.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ServicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const features = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(features).toEqual(['Smart campaigns', 'Advanced analytics', 'Multi-platform']);
    await expect(canvas.getByText(/AI optimisation/)).toBeVisible();
    await expect(
      canvas.getByText('Google, Facebook, Instagram and LinkedIn from a single campaign.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open WinAds' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const FreePlanWithAd: Story = {
  args: { adSlot: <BannerAd plan="free" /> },
  parameters: { screenshot: { width: 375, height: 812 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();
  },
};
