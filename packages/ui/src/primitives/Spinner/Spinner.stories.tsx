import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component: [
          'Indeterminate progress. Give it a label when nothing else on screen says what is loading.',
          '**When to use:** Progress of unknown length.',
          "**Use instead:** [Button](?path=/docs/primitives-button--docs)'s `isPending` for a pressed button; [Countdown](?path=/docs/status-countdown--docs) for a known wait.",
          '**In the product:** Pending buttons everywhere, /billing, /verify-email, /auth-callback, the redirect screens, signed-in pages while they load, /register, /subscribe.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  args: { label: 'Loading', size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" label="Loading page" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
  },
};
