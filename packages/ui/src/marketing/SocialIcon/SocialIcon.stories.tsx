import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SocialIcon } from './SocialIcon.tsx';

const meta = {
  title: 'Marketing/SocialIcon',
  component: SocialIcon,
  args: { network: 'linkedin' },
  parameters: {
    docs: {
      description: {
        component: [
          'Decorative brand glyphs of the footer social buttons (lucide has no brand marks). Always hidden from assistive technology: the button around it carries the name.',
          '**When to use:** The brand mark inside a social button.',
          '**Use instead:** [ServiceIcon](?path=/docs/primitives-serviceicon--docs) for a service; lucide icons for everything else.',
          "**In the product:** / (home), the footer's social buttons.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SocialIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllNetworks: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <SocialIcon network="facebook" />
      <SocialIcon network="twitter" />
      <SocialIcon network="linkedin" />
      <SocialIcon network="instagram" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(4);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};
