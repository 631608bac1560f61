import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { activity } from '../AccountConsole/accountStoryData.ts';
import { ActivityPanel } from './ActivityPanel.tsx';

const meta = {
  title: 'Identity/ActivityPanel',
  component: ActivityPanel,
  args: { events: activity },
  parameters: {
    docs: {
      description: {
        component: [
          'The Activity tab: the last 50 sign-ins and failed attempts. Results are badges with an icon and a word, never colour alone; on phones each row stacks.',
          '**When to use:** Showing the recent sign-ins and failed attempts of the account.',
          '**Use instead:** [SessionsPanel](?path=/docs/identity-sessionspanel--docs) for where the account is signed in now.',
          '**In the product:** /account, Activity tab.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ActivityPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Recent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('Blocked')).toBeVisible();
    await expect(canvas.getByText('Recovery code')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sign-ins recorded yet.')).toBeVisible();
  },
};

export const Phone: Story = { ...phoneStory };
