import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectPasswordRefused } from '../shared/passwordRefused.ts';
import { PasswordConfirmDialog } from './PasswordConfirmDialog.tsx';

const meta = {
  title: 'Identity/PasswordConfirmDialog',
  component: PasswordConfirmDialog,
  args: {
    isOpen: true,
    title: 'Remove this passkey?',
    description: '“MacBook Pro” will no longer sign you in. We will mail you that it was removed.',
    confirmLabel: 'Remove',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Asks for the password again before a change that weakens the account.',
          '**When to use:** Asking for the password again before a change that weakens the account.',
          '**Use instead:** [AlertDialog](?path=/docs/primitives-alertdialog--docs) for a question without a password (Sign out everywhere); [Dialog](?path=/docs/primitives-dialog--docs) for another task.',
          '**In the product:** /account, inside TwoFactorPanel (turn off, new codes) and PasskeysPanel (remove).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PasswordConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Remove this passkey?' });

export const Asking: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(within(dialog).getByLabelText('Your password')).toHaveFocus();
    await userEvent.keyboard('secret{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('secret');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

// the dialog fades in: each story below is done (and its screenshot taken) once the dialog shows its state
export const WrongPassword: Story = {
  args: { error: 'That password is not right.' },
  play: ({ canvasElement }) =>
    expectPasswordRefused(() => dialogOf(canvasElement), 'That password is not right.'),
};

export const Checking: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(within(dialog).getByLabelText('Your password')).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible());
  },
};
