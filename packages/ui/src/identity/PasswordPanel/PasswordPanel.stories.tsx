import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { signUpRules } from '../../../../../.storybook/fixtures/signUpRules.ts';
import { PasswordPanel } from './PasswordPanel.tsx';

const meta = {
  title: 'Identity/PasswordPanel',
  component: PasswordPanel,
  args: { onSubmit: fn(), passwordRule: signUpRules.password },
  parameters: {
    docs: {
      description: {
        component: [
          'The Password tab: the current password, then a new one (the sign-up rule) twice.',
          '**When to use:** Changing a known password while signed in.',
          '**Use instead:** [ForgotPasswordForm](?path=/docs/identity-forgotpasswordform--docs) and [ResetPasswordForm](?path=/docs/identity-resetpasswordform--docs) for a forgotten one.',
          '**In the product:** /account, Password tab.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PasswordPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByText('Enter your current password')).toBeVisible();
    await expect(canvas.getByText('Senha deve ter pelo menos 6 caracteres')).toHaveAttribute('lang', 'pt-BR');
    await userEvent.type(canvas.getByLabelText('Current password'), 'old-secret');
    await userEvent.type(canvas.getByLabelText('New password'), 'new-secret');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'new-secret{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
    await expect(canvas.getByLabelText('Current password')).toHaveValue('');
  },
};

export const WrongCurrentPassword: Story = { args: { error: 'That password is not right.' } };

export const Changed: Story = {
  args: { done: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Other sessions were signed out.');
  },
};
