import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { sessions } from '../AccountConsole/accountStoryData.ts';
import { SessionsPanel } from './SessionsPanel.tsx';

const meta = {
  title: 'Identity/SessionsPanel',
  component: SessionsPanel,
  args: { sessions, onSignOut: fn(), onSignOutEverywhere: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'The Sessions tab: where the account is signed in; "Sign out" for one session, "Sign out everywhere" (after a confirmation) for all.',
          '**When to use:** Showing where the account is signed in, and signing out one session or all.',
          "**Use instead:** [ActivityPanel](?path=/docs/identity-activitypanel--docs) for past sign-ins; [AppHeader](?path=/docs/navigation-appheader--docs)'s Sign Out for this browser only.",
          '**In the product:** /account, Sessions tab.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SessionsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSessions: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('This browser')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out', description: /Firefox 140/ }));
    await expect(args.onSignOut).toHaveBeenCalledWith('s-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: 'Sign out everywhere?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await expect(args.onSignOutEverywhere).toHaveBeenCalledTimes(1);
  },
};

export const SigningOutOne: Story = { args: { pendingId: 's-2' } };
export const Phone: Story = { ...phoneStory };
