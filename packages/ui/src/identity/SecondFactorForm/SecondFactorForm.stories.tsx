import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { SecondFactorForm } from './SecondFactorForm.tsx';

const meta = {
  title: 'Identity/SecondFactorForm',
  component: SecondFactorForm,
  args: { methods: ['totp', 'recovery_code'], onSubmitCode: fn(), onUsePasskey: fn(), onCancel: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'The second step of a sign-in when two-factor authentication is on: the 6-digit code of the authenticator app, a recovery code instead, or a passkey (when the person has one). The shape of the code is checked beside the field; the provider checks its value.',
          '**When to use:** The second step of a sign-in when two-factor authentication is on.',
          '**Use instead:** [SignInForm](?path=/docs/account-signinform--docs) for the first step; [TwoFactorPanel](?path=/docs/identity-twofactorpanel--docs) to set two-factor up.',
          '**In the product:** /login, after the password.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SecondFactorForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AuthenticatorCode: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Authentication code' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByText('Enter the 6-digit code from your app')).toBeVisible();
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
    await userEvent.type(field, '3456{Enter}');
    await expect(args.onSubmitCode).toHaveBeenCalledWith({ method: 'totp', code: '123456' });
  },
};

export const RecoveryCode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = canvas.getByRole('textbox', { name: 'Recovery code' });
    await userEvent.type(field, 'ABCDE-FGHJK');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onSubmitCode).toHaveBeenCalledWith({ method: 'recovery_code', code: 'ABCDE-FGHJK' });
    await userEvent.click(canvas.getByRole('button', { name: 'Use your authenticator app instead' }));
    await expect(canvas.getByRole('textbox', { name: 'Authentication code' })).toHaveValue('');
  },
};

export const WithPasskey: Story = {
  args: { methods: ['totp', 'recovery_code', 'passkey'] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await expect(args.onUsePasskey).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to sign in' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const WrongCode: Story = {
  args: { error: 'That code is not right.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Authentication code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('That code is not right.')).toBeVisible();
  },
};

export const Verifying: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Authentication code' })).toBeDisabled();
  },
};

export const Phone: Story = { ...phoneStory, args: { methods: ['totp', 'recovery_code', 'passkey'] } };
