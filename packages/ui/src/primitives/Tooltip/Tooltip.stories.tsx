import type { Meta, StoryObj } from '@storybook/react-vite';
import { Settings } from 'lucide-react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Organization settings',
    children: (
      <Button variant="ghost" aria-label="Settings">
        <Settings size={18} aria-hidden="true" />
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '56px 24px' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'A short hint for a control, typically an icon-only button. Appears 700 ms after the pointer rests on it, or at once on keyboard focus; closes 300 ms after leaving, and a neighbour tooltip opens immediately in that window. Escape hides it.',
          '**When to use:** Naming an icon-only control for sighted people, on hover and keyboard focus.',
          "**Use instead:** A visible label ([Button](?path=/docs/primitives-button--docs) with text) wherever there is room; [TextField](?path=/docs/primitives-textfield--docs)'s `description` for help that must stay visible.",
          "**In the product:** / (home), the footer's social buttons.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Organization settings');
  },
};

export const OnKeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Settings' });
    await expect(trigger).toHaveFocus();
    const hint = await screen.findByRole('tooltip');
    await expect(hint).toHaveTextContent('Organization settings');
    await expect(trigger).toHaveAttribute('aria-describedby', hint.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const HoverWaitsBeforeOpening: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Settings' });
    await userEvent.hover(trigger);
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.unhover(trigger);
  },
};

export const Bottom: Story = { args: { defaultOpen: true, placement: 'bottom' } };
