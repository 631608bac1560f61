import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ComingSoonPanel } from './ComingSoonPanel.tsx';

const meta = {
  title: 'Settings/ComingSoonPanel',
  component: ComingSoonPanel,
  args: {
    title: 'Security',
    text: 'Two-factor authentication, active sessions and audit logs will be managed here.',
  },
  parameters: {
    docs: {
      description: {
        component: [
          "Body of a settings tab that is not built yet, marked 'Coming Soon'.",
          '**When to use:** The body of a settings tab that is not built yet.',
          '**Use instead:** [ComingSoonAlert](?path=/docs/primitives-comingsoonalert--docs) for a press on something not ready.',
          '**In the product:** /settings, Team and Security tabs.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ComingSoonPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Security' })).toBeVisible();
    await expect(canvas.getByText('Coming Soon')).toBeVisible();
  },
};
