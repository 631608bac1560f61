import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BannerAd } from '../../dashboard/BannerAd/BannerAd.tsx';
import { MeetPage } from './MeetPage.tsx';

const meta = {
  title: 'Services/MeetPage',
  component: MeetPage,
  args: { plan: 'free', onUpgrade: fn(), onQuickSettingChange: fn() },
  parameters: {
    layout: 'fullscreen',
    screenshot: { width: 1280, height: 900 },
    docs: {
      description: {
        component: [
          "/meet, a static page: the plan badge and 'Upgrade to Premium' (free), meeting actions without behaviour, six feature tiles, today's sample meetings, the Unlock Premium card (free) and quick settings. `plan` switches the participant limit (10 free, 100 Premium).",
          "**When to use:** The Meet service's page.",
          '**Use instead:** [ServicePageLayout](?path=/docs/services-servicepagelayout--docs) for the other services.',
          '**In the product:** /meet.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof MeetPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreePlan: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'WinMeet' })).toBeVisible();
    await expect(canvas.getByText('Free Plan')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Up to 10 participants' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Instant Meeting' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Weekly Team Sync' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Auto-join with audio' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Premium' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade Now' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(2);
  },
};

export const PremiumPlan: Story = {
  args: { plan: 'premium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Premium Active')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Up to 100 participants' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Unlock Premium' })).toBeNull();
  },
};

export const FreePlanWithAd: Story = {
  args: { adSlot: <BannerAd plan="free" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();
  },
};

export const FreePlanMobile: Story = {
  parameters: { screenshot: { width: 375, height: 812 } },
};
