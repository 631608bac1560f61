import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AuthTestActions } from './AuthTestActions.tsx';

const meta = {
  title: 'Services/AuthTestActions',
  component: AuthTestActions,
  args: { onOpenService: fn(), onOpenLogin: fn(), onOpenLoginWithRedirect: fn(), onTestApi: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'The four buttons of the /auth-test diagnostic page: open the auth service directly, open its login, open login with a redirect address, test via API (pending while the test runs).',
          '**When to use:** The diagnostic actions of the sign-in test page.',
          '**Use instead:** [Button](?path=/docs/primitives-button--docs) for any other action.',
          '**In the product:** /auth-test.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof AuthTestActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Auth Service' }));
    await expect(args.onOpenService).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Login' }));
    await expect(args.onOpenLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Login with Redirect' }));
    await expect(args.onOpenLoginWithRedirect).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Test via API' }));
    await expect(args.onTestApi).toHaveBeenCalledTimes(1);
  },
};

export const TestingApi: Story = {
  args: { isTestingApi: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Testing API\.\.\./ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onTestApi).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Open Login' })).toBeEnabled();
  },
};
