import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { SignInForm } from './SignInForm.tsx';

const meta = {
  title: 'Account/SignInForm',
  component: SignInForm,
  args: { onSubmit: fn(), onForgotPassword: fn(), onGoogle: fn(), onLinkedIn: fn() },
  decorators: [withLinkRouter],
  parameters: {
    docs: {
      description: {
        component: [
          'The /login form: email, password, Remember me, Forgot password, Google and LinkedIn, and a Sign up link (to / by default). It always calls `onSubmit({ email, password, remember })`, even with empty fields: the app checks them and shows the "Campos obrigatórios" toast. While pending the button reads "Signing in..." and every input is disabled.',
          "**When to use:** Signing in with email and password on WinHub's own sign-in page.",
          '**Use instead:** [SecondFactorForm](?path=/docs/identity-secondfactorform--docs) for the second step; [ForgotPasswordForm](?path=/docs/identity-forgotpasswordform--docs) for a forgotten password; [RegisterForm](?path=/docs/account-registerform--docs) for a new account.',
          '**In the product:** /login.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FilledAndSubmitted: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana@empresa.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'segredo123');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana@empresa.com',
      password: 'segredo123',
      remember: true,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Google' }));
    await expect(args.onGoogle).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'LinkedIn' }));
    await expect(args.onLinkedIn).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/');
  },
};

export const EmptySubmitReachesApp: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: '', password: '', remember: false });
  },
};

/**
 * With `requiredNotice`, the form carries its required-fields toast in its HTML (hidden) and names the
 * fields that need a value, so the page's early-input script can answer a submit before hydration.
 */
export const WithRequiredNotice: Story = {
  args: {
    requiredNotice: {
      title: 'Campos obrigatórios',
      description: 'Por favor, preencha email e senha',
      variant: 'destructive',
      lang: 'pt-BR',
    },
  },
  play: async ({ args, canvas, canvasElement }) => {
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('data-required-fields', 'email password');
    const notice = document.getElementById(form?.dataset.earlyNotice ?? '');
    await expect(notice).toHaveAttribute('popover', 'manual');
    await expect(notice).not.toBeVisible();
    // hydrated, the press is the app's (its toast), not the notice's
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: '', password: '', remember: false });
    await expect(notice).not.toBeVisible();
  },
};

export const EnterSubmits: Story = {
  args: { defaultEmail: 'rafael@lima.com' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'abc123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'rafael@lima.com',
      password: 'abc123',
      remember: false,
    });
  },
};

export const Pending: Story = {
  args: { isPending: true, defaultEmail: 'ana@empresa.com' },
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: /Signing in\.\.\./ });
    await expect(submit).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Google' })).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = { ...phoneStory };

export const WithPasskey: Story = {
  args: { onPasskey: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with a passkey' }));
    await expect(args.onPasskey).toHaveBeenCalledTimes(1);
  },
};

export const PasskeyUndecided: Story = {
  args: { passkeyUndecided: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    const place = canvasElement.querySelector('[aria-hidden="true"] button');
    await expect(place).not.toBeVisible();
    await expect(place?.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

export const PasswordAtProvider: Story = {
  args: { passwordAtProvider: 'sso.example.com', onPasskey: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    await expect(canvas.getByText('sso.example.com')).toBeVisible();
  },
};
