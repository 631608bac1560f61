import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { AlreadyLoggedInDialog } from './AlreadyLoggedInDialog.tsx';

const meta = {
  title: 'Account/AlreadyLoggedInDialog',
  component: AlreadyLoggedInDialog,
  args: {
    isOpen: true,
    user: { fullName: 'Ana Souza', firstName: 'Ana', email: 'ana@empresa.com' },
    onCancel: fn(),
    onProceed: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Shown when a signed-in user submits the home registration: names the user (fullName → firstName → email before @ → "Unknown", see `displayName`) and warns they will be logged out. Focus starts on Cancel; "Proceed and Logout" lets the app log out and resubmit.',
          '**When to use:** A signed-in person submits the home registration: they must choose between staying signed in and signing out to register someone else.',
          "**Use instead:** [AlertDialog](?path=/docs/primitives-alertdialog--docs) for any other question that must be answered; [ComingSoonAlert](?path=/docs/primitives-comingsoonalert--docs) for the product's alerts.",
          '**In the product:** / (home), the registration section, when signed in.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof AlreadyLoggedInDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullName: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'User Already Logged In' });
    await expect(dialog).toHaveTextContent('You are currently logged in as Ana Souza');
    await expect(dialog).toHaveTextContent('you will be logged out');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed and Logout' }));
    await expect(args.onProceed).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  args: { user: { firstName: 'Rafael', email: 'rafael@lima.com' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('logged in as Rafael.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onProceed).not.toHaveBeenCalled();
  },
};

export const EmailFallback: Story = {
  args: { user: { email: 'juliana.alves@consultoria.com' } },
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('logged in as juliana.alves.');
  },
};

export const UnknownUser: Story = {
  args: { user: null },
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('logged in as Unknown.');
  },
};

export const Proceeding: Story = {
  args: { isProceeding: true },
  play: async ({ args }) => {
    const proceed = await screen.findByRole('button', { name: /Proceed and Logout/ });
    await expect(proceed).toHaveAttribute('data-pending', 'true');
    await userEvent.click(proceed);
    await expect(args.onProceed).not.toHaveBeenCalled();
  },
};
