import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AlertDialog } from './AlertDialog.tsx';

const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  args: {
    isOpen: true,
    title: 'User Already Logged In',
    children: 'You are logged in as Ana Souza. Registering a new account will log you out.',
    confirmLabel: 'Proceed and Logout',
    cancelLabel: 'Cancel',
    variant: 'destructive',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'An interruptive question or message (role=alertdialog). It cannot be closed by clicking outside; Escape counts as Cancel. The destructive variant paints the confirm button red and starts focus on Cancel. Without `cancelLabel` it is a simple acknowledgement with one button.',
          '**When to use:** A question or message the person must answer before going on.',
          "**Use instead:** [Dialog](?path=/docs/primitives-dialog--docs) for a task; [Toast](?path=/docs/primitives-toast--docs) for an outcome in passing; [ComingSoonAlert](?path=/docs/primitives-comingsoonalert--docs) for the product's alerts.",
          '**In the product:** / (AlreadyLoggedInDialog), /account (Sign out everywhere), and every ComingSoonAlert.',
        ].join('\n\n'),
      },
      story: { inline: false, height: '360px' },
    },
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'User Already Logged In' });
    await expect(dialog).toHaveAccessibleDescription(/will log you out/);
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed and Logout' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Acknowledgement: Story = {
  args: {
    title: 'Coming soon',
    children: 'This feature is on its way.',
    confirmLabel: 'OK',
    cancelLabel: undefined,
    variant: 'default',
  },
  play: async ({ args }) => {
    const ok = await screen.findByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    await expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { isConfirmPending: true },
  play: async ({ args }) => {
    const confirm = await screen.findByRole('button', { name: /Proceed and Logout/ });
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  parameters: { screenshot: { width: 375, height: 812 } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
