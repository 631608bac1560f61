import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DashboardHeader } from './DashboardHeader.tsx';

const meta = {
  title: 'Dashboard/DashboardHeader',
  component: DashboardHeader,
  args: { onBackToHome: fn(), onSettings: fn(), onSignOut: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Top bar of the dashboard and the other signed-in screens. Each action is a callback: the app navigates (Back to Home, Settings) or signs out.',
      },
    },
  },
} satisfies Meta<typeof DashboardHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('WinHub');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Home' }));
    await expect(args.onBackToHome).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await expect(args.onSettings).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  parameters: { screenshot: { width: 375, height: 200 } },
};
