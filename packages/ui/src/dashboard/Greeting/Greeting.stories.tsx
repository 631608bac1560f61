import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlanBadge } from '../PlanBadge/PlanBadge.tsx';
import { Greeting } from './Greeting.tsx';

const meta = {
  title: 'Dashboard/Greeting',
  component: Greeting,
  args: { name: 'Ana' },
  parameters: {
    docs: {
      description: {
        component: [
          'The first line of the dashboard: the page heading greeting the user by first name, with the plan badge beside it.',
          '**When to use:** The first line and h1 of the dashboard.',
          '**Use instead:** [PageHeading](?path=/docs/navigation-pageheading--docs) for the h1 of every other app page.',
          '**In the product:** /dashboard.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Greeting>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithName: Story = {
  args: { badge: <PlanBadge plan="premium" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back, Ana!' })).toBeVisible();
    await expect(canvas.getByText('Your control center for every WinHub service.')).toBeVisible();
    await expect(canvas.getByText('Premium Active')).toBeVisible();
  },
};

export const WithoutName: Story = {
  args: { name: undefined, badge: <PlanBadge plan="free" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
    await expect(canvas.getByText('Free Plan')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { badge: <PlanBadge plan="free" /> },
  parameters: { screenshot: { width: 375, height: 400 } },
};
