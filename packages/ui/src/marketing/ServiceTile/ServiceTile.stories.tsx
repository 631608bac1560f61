import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@winhub/tokens';
import { BarChart3, Video } from 'lucide-react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ServiceTile } from './ServiceTile.tsx';

const meta = {
  title: 'Marketing/ServiceTile',
  component: ServiceTile,
  args: {
    name: 'ERP',
    icon: <BarChart3 size={22} />,
    color: vars.color.serviceErp,
    description: 'Finance, BI and automation',
    fullDescription:
      'Financial management, integrated business intelligence and process automation for the whole company.',
    onOpen: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 180, paddingBottom: 160 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'One microservice in the services orbit, drawn in the service colour. Hovering or focusing it lifts the tile and shows a card with the full description (also its accessible description); click, Enter or Space calls `onOpen`.',
          "**When to use:** One service in the home page's orbit.",
          '**Use instead:** [ServiceCard](?path=/docs/dashboard-servicecard--docs) on the dashboard.',
          '**In the product:** / (home), inside ServicesOrbit.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ServiceTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: /^ERP/ });
    await expect(tile).toHaveAccessibleDescription(/^Financial management/);
    await expect(canvas.getByText(/^Financial management/)).not.toBeVisible();
  },
};

export const Hovered: Story = {
  play: async ({ args, canvas }) => {
    const tile = canvas.getByRole('button', { name: /^ERP/ });
    await userEvent.hover(tile);
    await waitFor(() => expect(canvas.getByText(/^Financial management/)).toBeVisible());
    await userEvent.click(tile);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardFocus: Story = {
  args: {
    name: 'Meet',
    icon: <Video size={22} />,
    color: vars.color.serviceMeet,
    description: 'HD video meetings',
    fullDescription: 'HD video meetings up to 1080p with screen sharing, chat, file sharing and scheduling.',
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const tile = canvas.getByRole('button', { name: /^Meet/ });
    await expect(tile).toHaveFocus();
    await waitFor(() => expect(canvas.getByText(/^HD video meetings up to 1080p/)).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};
