import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { passkeys } from '../AccountConsole/accountStoryData.ts';
import { PasskeysPanel } from './PasskeysPanel.tsx';

const meta = {
  title: 'Identity/PasskeysPanel',
  component: PasskeysPanel,
  args: {
    passkeys,
    supported: true,
    onAdd: fn(),
    removing: null,
    onAskRemove: fn(),
    onRemove: fn(),
    onCancelRemove: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The Passkeys tab: the account’s passkeys, adding one (the browser asks the device), removing one after the password.',
          "**When to use:** Listing, adding and removing the account's passkeys.",
          '**Use instead:** [TwoFactorPanel](?path=/docs/identity-twofactorpanel--docs) for an authenticator app; [PasswordPanel](?path=/docs/identity-passwordpanel--docs) for the password.',
          '**In the product:** /account, Passkeys tab.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PasskeysPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPasskeys: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      within(canvas.getByRole('list', { name: 'Your passkeys' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name (optional)' }), 'Work laptop');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(args.onAdd).toHaveBeenCalledWith('Work laptop');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Phone' }));
    await expect(args.onAskRemove).toHaveBeenCalledWith(passkeys[1]);
  },
};

export const None: Story = {
  args: { passkeys: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No passkeys yet.')).toBeVisible();
  },
};

export const Unsupported: Story = { args: { supported: false } };
export const WaitingForDevice: Story = { args: { isPending: true } };
export const DeviceRefused: Story = { args: { error: 'The passkey request was cancelled or timed out.' } };

export const ConfirmRemoval: Story = {
  args: { removing: passkeys[0] ?? null },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Remove this passkey?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // the dialog fades in: visible once its entrance is over
    await waitFor(() => expect(within(dialog).getByText('Enter your password')).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'secret{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelRemove).toHaveBeenCalled();
  },
};

export const Phone: Story = { ...phoneStory };
