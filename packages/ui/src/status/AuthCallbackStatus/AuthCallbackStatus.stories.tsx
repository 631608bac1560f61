import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AuthCallbackStatus } from './AuthCallbackStatus.tsx';

const meta = {
  title: 'Status/AuthCallbackStatus',
  component: AuthCallbackStatus,
  args: { status: 'loading' },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'success', 'error'] } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          "The /auth-callback screen in its three states: loading while the token is read and validated, success just before the redirect, and the error 'Erro na autenticação: {error}' (announced at once; the app goes home after 3 s for the provider's error, or offers 'Back to Home' and 'Sign in again' when the sign-in could not be completed).",
          '**When to use:** The screen of a sign-in coming back from the identity provider: loading, success or error.',
          '**Use instead:** [RedirectScreen](?path=/docs/status-redirectscreen--docs) before leaving for the provider.',
          '**In the product:** /auth-callback.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof AuthCallbackStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Processando autenticação...');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Processando autenticação...');
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Autenticação concluída!');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', error: 'access_denied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro na autenticação: access_denied');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Erro na autenticação: access_denied',
    );
  },
};

export const ErrorWithActions: Story = {
  args: {
    status: 'error',
    error: 'Your identity provider did not share an email address',
    errorMessage: 'Allow WinHub to read your email address at your identity provider, then sign in again.',
    onBackHome: fn(),
    onSignInAgain: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Erro na autenticação: Your identity provider did not share an email address',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Home' }));
    await expect(args.onBackHome).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in again' }));
    await expect(args.onSignInAgain).toHaveBeenCalledOnce();
  },
};

export const ErrorMobile: Story = {
  args: { status: 'error', error: 'invalid_request' },
  parameters: { screenshot: { width: 375, height: 812 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Erro na autenticação: invalid_request')).toBeVisible();
  },
};
