import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ServicePage } from './ServicePage.tsx';

const meta = {
  title: 'Services/AuthServicePage',
  component: ServicePage,
  args: { service: 'auth', onAction: fn(), onSecondaryAction: fn() },
  parameters: {
    layout: 'fullscreen',
    screenshot: { width: 1280, height: 900 },
    docs: {
      description: {
        component: [
          "/auth: the central authentication system. 'Fazer Login' and 'Criar Conta' both lead to /login (the app decides); feature cards for user management, integrated SSO and advanced security; how it works.",
          '**When to use:** The page of the service at /auth.',
          '**Use instead:** [ServicePageLayout](?path=/docs/services-servicepagelayout--docs) for the page of another service; [MeetPage](?path=/docs/services-meetpage--docs) for Meet.',
          '**In the product:** /auth.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ServicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'WinAuth' })).toBeVisible();
    for (const claim of [
      'One account for all services',
      'Permission control per service',
      'Two-factor authentication (2FA)',
      'Encryption and security monitoring',
      'Automatic logout across all systems',
    ])
      await expect(canvas.getByText(claim)).toBeVisible();
    const features = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(features).toEqual(['User management', 'Integrated SSO', 'Advanced security']);
    await userEvent.click(canvas.getByRole('button', { name: 'Fazer Login' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Conta' }));
    await expect(args.onSecondaryAction).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  parameters: { screenshot: { width: 375, height: 812 } },
};
