import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { EmailVerificationResult } from './EmailVerificationResult.tsx';

const meta = {
  title: 'Identity/EmailVerificationResult',
  component: EmailVerificationResult,
  args: { state: 'verified', email: 'ana@empresa.com' },
  decorators: [withLinkRouter],
  parameters: {
    docs: {
      description: {
        component: [
          'The page the verification mail’s link opens (/verify-email).',
          '**When to use:** The answer to a verification link: verifying, verified, expired, used or invalid.',
          '**Use instead:** [EmailVerificationNotice](?path=/docs/identity-emailverificationnotice--docs) before the link is opened; [ResetPasswordForm](?path=/docs/identity-resetpasswordform--docs) for a reset link.',
          '**In the product:** /verify-email.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof EmailVerificationResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  args: { state: 'verifying' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Verifying your email address' })).toBeVisible();
  },
};

export const Verified: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('ana@empresa.com is verified.');
    await expect(canvas.getByRole('link', { name: 'Continue to WinHub' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const Expired: Story = {
  args: { state: 'expired', onResend: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('links work for 24 hours');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new link' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const Used: Story = { args: { state: 'used' } };
export const Invalid: Story = { args: { state: 'invalid' } };
