import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WelcomeBanner } from './WelcomeBanner.tsx';

const meta = {
  title: 'Dashboard/WelcomeBanner',
  component: WelcomeBanner,
  parameters: {
    docs: {
      description: {
        component: [
          'Banner under the greeting. Free organizations get an Upgrade link to /upgrade; Premium ones a short confirmation and no link.',
          '**When to use:** Welcoming the person under the greeting, with the Upgrade link for free organizations.',
          '**Use instead:** [BannerAd](?path=/docs/dashboard-bannerad--docs) for the advertising slot; [EmailVerificationNotice](?path=/docs/identity-emailverificationnotice--docs) for an address to verify.',
          '**In the product:** /dashboard.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof WelcomeBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {
  args: { plan: 'free' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Welcome to your WinHub control center' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
  },
};

export const Premium: Story = {
  args: { plan: 'premium' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Premium is active: all 6 microservices, no ads and priority support.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  },
};

export const FreeMobile: Story = {
  args: { plan: 'free' },
  parameters: { screenshot: { width: 375, height: 400 } },
};
