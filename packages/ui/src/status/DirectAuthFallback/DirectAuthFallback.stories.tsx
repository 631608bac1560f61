import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DirectAuthFallback } from './DirectAuthFallback.tsx';

const meta = {
  title: 'Status/DirectAuthFallback',
  component: DirectAuthFallback,
  args: {
    domain: 'winhub.example.com',
    currentUrl: 'https://winhub.example.com/direct-auth?returnTo=%2Fdashboard',
    onOpenLoginInNewTab: fn(),
    onOpenAuthService: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          "What /direct-auth shows when the browser is still here after the 1 s redirect: 'Problema de Redirecionamento', a button to open the login in a new tab, a button to open the auth service directly, and the domain and current address to help support.",
          '**When to use:** When the automatic redirect to the provider did not happen: ways out and what support needs.',
          '**Use instead:** [RedirectScreen](?path=/docs/status-redirectscreen--docs) during the redirect; [NotFound](?path=/docs/status-notfound--docs) for an unknown address.',
          '**In the product:** /loading, /direct-login and /direct-auth, after 1 s.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof DirectAuthFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fallback: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Problema de Redirecionamento' }),
    ).toBeVisible();
    await expect(canvas.getByText('winhub.example.com')).toBeVisible();
    await expect(canvas.getByText(args.currentUrl)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir login em nova aba' }));
    await expect(args.onOpenLoginInNewTab).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Acessar serviço de autenticação' }));
    await expect(args.onOpenAuthService).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  args: { domain: 'localhost:5173', currentUrl: 'http://localhost:5173/direct-auth' },
  parameters: { screenshot: { width: 375, height: 812 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('http://localhost:5173/direct-auth')).toBeVisible();
  },
};
