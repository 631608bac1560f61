import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TestimonialCard } from './TestimonialCard.tsx';

const meta = {
  title: 'Marketing/TestimonialCard',
  component: TestimonialCard,
  args: {
    quote:
      'We moved sales, stock and meetings into WinHub in one afternoon. Our team is 40% more productive and nobody juggles passwords any more.',
    name: 'Mariana Costa',
    role: 'COO, Vértice Logística',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'A customer quote with the author, their role and an initials avatar.',
          '**When to use:** One customer quote.',
          '**Use instead:** [Card](?path=/docs/primitives-card--docs) for any other content.',
          '**In the product:** / (home), inside TestimonialSection.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof TestimonialCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure')).toHaveTextContent(/40% more productive/);
    await expect(canvas.getByText('Mariana Costa')).toBeVisible();
    await expect(canvas.getByText('MC')).toBeVisible();
  },
};
