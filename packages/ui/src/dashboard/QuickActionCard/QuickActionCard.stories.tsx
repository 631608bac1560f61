import type { Meta, StoryObj } from '@storybook/react-vite';
import { Video } from 'lucide-react';
import { expect } from 'storybook/test';
import { QuickActionCard } from './QuickActionCard.tsx';

const meta = {
  title: 'Dashboard/QuickActionCard',
  component: QuickActionCard,
  args: { title: 'Start Meeting', description: 'Open a video room in Meet', icon: Video },
  parameters: {
    docs: {
      description: {
        component: [
          'Quick-action shortcuts of the dashboard (Start Meeting, View Reports, Marketplace, Inventory). The spec gives them no action, so they are plain tiles: no hover, no focus stop.',
          "**When to use:** One shortcut tile of the dashboard's quick actions.",
          '**Use instead:** [ServiceCard](?path=/docs/dashboard-servicecard--docs) for a service that opens; [Button](?path=/docs/primitives-button--docs) or [LinkButton](?path=/docs/primitives-linkbutton--docs) for an action that does something.',
          '**In the product:** /dashboard, inside QuickActionList.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof QuickActionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Start Meeting' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
