import type { Meta, StoryObj } from '@storybook/react-vite';
import { color } from '@winhub/tokens/values';
import { expect, fn, userEvent } from 'storybook/test';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { MailboxPage } from './MailboxPage.tsx';

const messages = [
  {
    id: 'm-2',
    to: 'ana@empresa.com',
    subject: 'Reset your WinHub password',
    createdAt: '2026-11-24T18:42:00Z',
  },
  {
    id: 'm-1',
    to: 'ana@empresa.com',
    subject: 'Verify your email address for WinHub',
    createdAt: '2026-11-24T18:30:00Z',
  },
];
const selected = {
  ...messages[0]!,
  from: 'WinHub <no-reply@winhub.localhost>',
  text: 'Reset your password\n\nChoose a new password:\nhttp://localhost:3000/reset-password?token=abc\n',
  html: `<!doctype html><html lang="en"><head><title>Reset</title></head><body style="background:${color.background};color:${color.text};font-family:sans-serif;padding:24px"><h1>Reset your password</h1><p><a style="color:${color.accentText}" href="http://localhost:3000/reset-password?token=abc">Choose a new password</a></p></body></html>`,
};

const meta = {
  title: 'Identity/MailboxPage',
  component: MailboxPage,
  args: { messages, selected, onSelect: fn(), onRefresh: fn() },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          'The embedded mailbox of a local install (/mailbox): the mail WinHub sent, newest first; the HTML part in a sandboxed frame whose links work, or the plain text.',
          '**When to use:** Reading the mail a local install sent (verification and reset links) when no mail server is configured.',
          '**Use instead:** A real inbox on any install with a mail server; the mail comes from [EmailVerificationNotice](?path=/docs/identity-emailverificationnotice--docs) and [ForgotPasswordForm](?path=/docs/identity-forgotpasswordform--docs).',
          '**In the product:** /mailbox, local installs only.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof MailboxPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MessageOpen: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByTitle('Mail: Reset your WinHub password')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Verify your email address/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('m-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the plain text' }));
    await expect(canvas.getByText(/Choose a new password:/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const NothingSelected: Story = { args: { selected: null } };

export const Empty: Story = {
  args: { messages: [], selected: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No mail yet/)).toBeVisible();
  },
};

export const Phone: Story = { ...phoneStory };
