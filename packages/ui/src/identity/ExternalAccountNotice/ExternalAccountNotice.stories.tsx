import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExternalAccountNotice } from './ExternalAccountNotice.tsx';

const meta = {
  title: 'Identity/ExternalAccountNotice',
  component: ExternalAccountNotice,
  args: { providerName: 'sso.example.com' },
  parameters: {
    docs: {
      description: {
        component: [
          'Where an external identity provider holds the accounts, the account page, Forgot password and reset links send people there.',
          '**When to use:** Where an external identity provider holds the accounts: pointing people there instead of a form WinHub cannot honour.',
          "**Use instead:** [AccountConsole](?path=/docs/identity-accountconsole--docs) and [ForgotPasswordForm](?path=/docs/identity-forgotpasswordform--docs) with WinHub's own sign-in.",
          '**In the product:** /account and /forgot-password, with an external provider.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ExternalAccountNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAccountPage: Story = {
  args: { accountUrl: 'https://sso.example.com/account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Open your provider’s account page/ })).toHaveAttribute(
      'href',
      'https://sso.example.com/account',
    );
  },
};

export const ForgotPassword: Story = {
  args: { topic: 'Passwords are reset at your organization’s sign-in provider.' },
};
