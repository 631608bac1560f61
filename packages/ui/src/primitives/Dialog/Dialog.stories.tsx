import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Invite your team',
    children: 'Team management lives in the ERP service. Open it to invite people to your organization.',
    isOpen: true,
    onOpenChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'A modal window above the page for a focused task. Focus moves inside and stays there; Escape, the close button or a click outside closes it (unless `isDismissable` is false), and focus returns to what opened it. Footer buttons go in `actions`.',
          '**When to use:** A focused task over the page (a password to confirm).',
          '**Use instead:** [AlertDialog](?path=/docs/primitives-alertdialog--docs) for a question or message; a page of its own for a long task.',
          '**In the product:** /account, through PasswordConfirmDialog; under every AlertDialog.',
        ].join('\n\n'),
      },
      story: { inline: false, height: '420px' },
    },
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Not now</Button>
        <Button>Open ERP</Button>
      </>
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite your team' });
    await expect(dialog).toHaveTextContent('Team management lives in the ERP service.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open ERP' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const CloseButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false, actions: <Button>Got it</Button> },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Invite your team' });
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const WithTrigger: Story = {
  args: { isOpen: undefined },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <DialogTrigger>
        <Button variant="secondary">Invite people</Button>
        <Dialog title={args.title}>{args.children}</Dialog>
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Invite people' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Invite your team' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Mobile: Story = {
  args: { actions: <Button fullWidth>Open ERP</Button> },
  parameters: { screenshot: { width: 375, height: 812 } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
