import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { signUpRules } from '../../../../../.storybook/fixtures/signUpRules.ts';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const meta = {
  title: 'Identity/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { state: 'form', onSubmit: fn(), passwordRule: signUpRules.password },
  decorators: [withLinkRouter],
  parameters: {
    docs: {
      description: {
        component: [
          'The page of the reset link: a new password twice, with the sign-up rule (its Portuguese message, word for word), then "done"; a link that is not valid, expired or already used says so with a way to ask for a new one.',
          '**When to use:** Choosing a new password from the mailed reset link.',
          '**Use instead:** [PasswordPanel](?path=/docs/identity-passwordpanel--docs) while signed in; [ForgotPasswordForm](?path=/docs/identity-forgotpasswordform--docs) to ask for the link.',
          '**In the product:** /reset-password.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const rule = canvas.getByText('Senha deve ter pelo menos 6 caracteres');
    await expect(rule).toHaveAttribute('lang', 'pt-BR');
    await userEvent.type(canvas.getByLabelText('New password'), '456');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), '123457');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Confirm new password'));
    await userEvent.type(canvas.getByLabelText('Confirm new password'), '123456{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
  },
};

export const Saving: Story = { args: { isPending: true } };

export const Done: Story = {
  args: { state: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Every other session was signed out.');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const Expired: Story = {
  args: { state: 'expired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('links work for 30 minutes');
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const Used: Story = { args: { state: 'used' } };
export const Invalid: Story = { args: { state: 'invalid' } };
export const Phone: Story = { ...phoneStory };
