import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { passkeys, sessions } from '../AccountConsole/accountStoryData.ts';
import { PasskeysPanel } from '../PasskeysPanel/PasskeysPanel.tsx';
import { SessionsPanel } from '../SessionsPanel/SessionsPanel.tsx';
import { TwoFactorPanel } from '../TwoFactorPanel/TwoFactorPanel.tsx';
import { AccountReview } from './AccountReview.tsx';

const onAskRemove = fn();
const onSignOut = fn();

const meta = {
  title: 'Identity/AccountReview',
  component: AccountReview,
  args: {
    onDone: fn(),
    passkeys: (
      <PasskeysPanel
        passkeys={passkeys}
        supported
        onAdd={fn()}
        removing={null}
        onAskRemove={onAskRemove}
        onRemove={fn()}
        onCancelRemove={fn()}
      />
    ),
    twoFactor: (
      <TwoFactorPanel
        status="on"
        recoveryCodesLeft={8}
        onStart={fn()}
        onConfirm={fn()}
        onCancelSetup={fn()}
        onCodesSaved={fn()}
        onCopy={fn()}
        onDownload={fn()}
        confirmation={null}
        onAskPassword={fn()}
        onPassword={fn()}
        onCancelPassword={fn()}
      />
    ),
    sessions: <SessionsPanel sessions={sessions} onSignOut={onSignOut} onSignOutEverywhere={fn()} />,
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          'Where a reset by mail lands: every way into the account on one page (passkeys, two-factor, sessions), each removable there, since a new password does not remove a passkey or a session someone else planted.',
          '**When to use:** right after a sign-in that follows a password reset by mail.',
          '**Use instead:** [AccountConsole](?path=/docs/identity-accountconsole--docs) for the account page itself, one tab at a time.',
          '**In the product:** /account?review=1, the sign-in after `/reset-password`.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof AccountReview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AfterReset: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Review your account' })).toBeVisible();
    for (const name of ['Passkeys', 'Two-factor authentication', 'Sessions'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Your passkeys' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Phone' }));
    await expect(onAskRemove).toHaveBeenCalledWith(passkeys[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out', description: /Firefox 140/ }));
    await expect(onSignOut).toHaveBeenCalledWith('s-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Done reviewing' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { ...phoneStory };
