import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExternalLink } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { LinkButton } from './LinkButton.tsx';

/** Client-side routing, as the app does it: a link press calls `navigate` instead of loading a page. */
const navigate = fn();

const meta = {
  title: 'Primitives/LinkButton',
  component: LinkButton,
  args: { children: 'Upgrade', href: '/upgrade', onPress: fn() },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] } },
  parameters: {
    docs: {
      description: {
        component: [
          'A link styled as a Button, for actions that go somewhere (Upgrade → /upgrade, open a service in a new tab). It keeps link semantics: opens in a new tab with a middle click and is announced as a link.',
          '**When to use:** An action that goes somewhere: another page, a service in a new tab.',
          '**Use instead:** [Button](?path=/docs/primitives-button--docs) for an action on this screen.',
          '**In the product:** /dashboard (Upgrade) and the banner ad of /dashboard and the service pages.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof LinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Upgrade' });
    await expect(link).toHaveAttribute('href', '/upgrade');
    navigate.mockClear();
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/upgrade', undefined);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Back to Home', href: '/' } };

export const ExternalTab: Story = {
  args: {
    variant: 'secondary',
    href: 'https://market.example.com',
    target: '_blank',
    rel: 'noopener noreferrer',
    onPress: undefined,
    children: (
      <>
        Open Market <ExternalLink size={16} aria-hidden="true" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Open Market' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const FocusVisible: Story = {
  args: { variant: 'ghost', children: 'Settings', href: '/settings' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};
