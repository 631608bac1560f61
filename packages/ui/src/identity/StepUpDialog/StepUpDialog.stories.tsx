import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectPasswordRefused } from '../shared/passwordRefused.ts';
import { StepUpDialog } from './StepUpDialog.tsx';

const meta = {
  title: 'Identity/StepUpDialog',
  component: StepUpDialog,
  args: {
    isOpen: true,
    action: 'add a passkey',
    windowMinutes: 10,
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Asks for the password before a change to how the account signs in, then the change goes on. A confirmation spares a new prompt for a few minutes in the same session.',
          '**When to use:** when the api answers `403 step_up_required` to adding a passkey, turning on two-factor authentication or making new recovery codes.',
          '**Use instead:** [PasswordConfirmDialog](?path=/docs/identity-passwordconfirmdialog--docs) for a change that weakens the account (remove a passkey, turn two-factor off), which asks with the change itself.',
          '**In the product:** /account, over PasskeysPanel (Add a passkey) and TwoFactorPanel (Turn on).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof StepUpDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Confirm it’s you' });

export const Asking: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    // the dialog fades in: visible once its entrance is over
    await waitFor(() =>
      expect(within(dialog).getByText(/Enter your password to add a passkey\./)).toBeVisible(),
    );
    await expect(within(dialog).getByLabelText('Your password')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByText('Enter your password')).toBeVisible());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'secret{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('secret');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  args: { action: 'turn on two-factor authentication', error: 'That password is not right.' },
  play: ({ canvasElement }) =>
    expectPasswordRefused(() => dialogOf(canvasElement), 'That password is not right.'),
};

export const Checking: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByLabelText('Your password')).toBeDisabled();
  },
};
