import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Logo } from './Logo.tsx';

const navigate = fn();

const meta = {
  title: 'Primitives/Logo',
  component: Logo,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'The WinHub brand: the W mark on an accent square and the wordmark. With `href` it is the brand link back to the root (navigation, footers). `markOnly` keeps just the square; its name is still announced.',
          '**When to use:** The WinHub brand, and the brand link back to the root.',
          '**Use instead:** [ServiceIcon](?path=/docs/primitives-serviceicon--docs) for one service.',
          '**In the product:** The top bars and footer of / and the app pages, /auth-callback, the redirect screens, not found.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wordmark: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hub')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const BrandLink: Story = {
  args: { href: '/' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'WinHub' });
    await expect(link).toHaveAttribute('href', '/');
    navigate.mockClear();
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/', undefined);
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 32, flexWrap: 'wrap' }}>
      <Logo size="sm" />
      <Logo size="md" />
      <Logo size="lg" />
    </div>
  ),
};

export const MarkOnly: Story = {
  args: { markOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'WinHub' })).toBeVisible();
  },
};
