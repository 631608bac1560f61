import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RedirectScreen } from './RedirectScreen.tsx';

const meta = {
  title: 'Status/RedirectScreen',
  component: RedirectScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          "The moment before the browser goes to the identity provider's login (the redirect screen and /direct-auth): the brand, a spinner and 'Redirecionando para autenticação...', announced politely to screen readers. The app waits 1 s, then navigates.",
          "**When to use:** The moment before the browser leaves for the identity provider's login.",
          '**Use instead:** [AuthCallbackStatus](?path=/docs/status-authcallbackstatus--docs) when coming back; [DirectAuthFallback](?path=/docs/status-directauthfallback--docs) if the redirect did not happen.',
          '**In the product:** /loading, /direct-login and /direct-auth, for 1 s.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof RedirectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Redirecting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirecionando para autenticação...');
  },
};

export const Mobile: Story = {
  parameters: { screenshot: { width: 375, height: 812 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Redirecionando para autenticação...')).toBeVisible();
  },
};
