import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

const meta = {
  title: 'Identity/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn() },
  decorators: [withLinkRouter],
  parameters: {
    docs: {
      description: {
        component: [
          '"Forgot password?" on /login and on the provider’s screen: an address, checked beside the field, then the same answer whether or not an account has it.',
          '**When to use:** Asking for a reset link for a forgotten password.',
          '**Use instead:** [ResetPasswordForm](?path=/docs/identity-resetpasswordform--docs) once the link is opened; [PasswordPanel](?path=/docs/identity-passwordpanel--docs) to change a known password.',
          '**In the product:** /forgot-password (linked from /login).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(canvas.getByText('Enter your email address')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(canvas.getByText('Enter a valid email address')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana@empresa.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('ana@empresa.com');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  },
};

export const Sending: Story = { args: { isPending: true } };

export const Sent: Story = {
  args: { sentTo: 'ana@empresa.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('If an account exists for ana@empresa.com');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const MailUnavailable: Story = {
  args: { error: 'This WinHub install does not send mail. Ask its administrator.' },
};

export const Phone: Story = { ...phoneStory };
