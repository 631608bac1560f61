import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    label: 'Organization settings',
    onSelectionChange: fn(),
    items: [
      { id: 'general', label: 'General', content: <p>Organization profile form.</p> },
      {
        id: 'team',
        label: 'Team',
        badge: <Badge variant="accent">Coming Soon</Badge>,
        content: <p>Team management is coming soon. It will live in the ERP service.</p>,
      },
      {
        id: 'security',
        label: 'Security',
        badge: <Badge variant="accent">Coming Soon</Badge>,
        content: <p>Security settings are coming soon.</p>,
      },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Sections of one page behind tabs (Settings: General, Team, Security). Click a tab or use the arrow keys; the panel below changes. A tab may carry a badge such as Coming Soon.',
          '**When to use:** Sections of one page that share its subject.',
          '**Use instead:** [Select](?path=/docs/primitives-select--docs) to choose a value; links in [AppHeader](?path=/docs/navigation-appheader--docs) for separate pages.',
          '**In the product:** /settings (SettingsTabs), /account (AccountConsole).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Organization settings' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Organization profile form.');
  },
};

export const Switching: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: /Team/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('team');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Team management is coming soon.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Security/ })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('security');
  },
};

export const Mobile: Story = {
  args: { defaultSelectedId: 'security' },
  parameters: { screenshot: { width: 360, height: 300 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: /Security/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
