import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UnlockPremiumCard } from './UnlockPremiumCard.tsx';

const meta = {
  title: 'Services/UnlockPremiumCard',
  component: UnlockPremiumCard,
  args: { onUpgrade: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          "The 'Unlock Premium' card on /meet for free plans: unlimited duration, up to 100 participants, recording, access to all 6 microservices; Upgrade Now goes to /upgrade.",
          '**When to use:** Offering Premium to a free organization on the Meet page.',
          '**Use instead:** [BannerAd](?path=/docs/dashboard-bannerad--docs) for the advertising slot; [WelcomeBanner](?path=/docs/dashboard-welcomebanner--docs) on the dashboard.',
          '**In the product:** /meet, free plan.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof UnlockPremiumCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Unlock Premium' })).toBeVisible();
    const benefits = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(benefits).toEqual([
      'Unlimited meeting duration',
      'Up to 100 participants',
      'Meeting recording',
      'Access to all 6 microservices',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade Now' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
  },
};
