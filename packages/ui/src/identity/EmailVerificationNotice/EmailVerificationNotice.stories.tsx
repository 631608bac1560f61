import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { EmailVerificationNotice } from './EmailVerificationNotice.tsx';

const meta = {
  title: 'Identity/EmailVerificationNotice',
  component: EmailVerificationNotice,
  args: { email: 'ana@empresa.com', onResend: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'On the dashboard until the address is verified. Everything keeps working before verification; each service decides what an unverified address may do.',
          '**When to use:** Reminding a signed-in person whose address is not verified yet, with a way to resend the link.',
          '**Use instead:** [EmailVerificationResult](?path=/docs/identity-emailverificationresult--docs) for the page the link opens; [WelcomeBanner](?path=/docs/dashboard-welcomebanner--docs) for the welcome.',
          '**In the product:** /dashboard, until the address is verified.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof EmailVerificationNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = { args: { isPending: true } };

export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sent. Check your inbox.');
  },
};

export const Failed: Story = { args: { error: 'Too many requests, please try again later' } };
export const Phone: Story = { ...phoneStory };
