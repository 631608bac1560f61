import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ServiceCard } from './ServiceCard.tsx';

const meta = {
  title: 'Dashboard/ServiceCard',
  component: ServiceCard,
  args: {
    service: 'erp',
    name: 'ERP',
    description: 'Finance, BI and automation for the whole company.',
    onOpen: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          "A service on the dashboard: icon and top edge in the service's colour, name, description and an Open button calling onOpen with the service id.",
          '**When to use:** One service on the dashboard, with its Open button.',
          '**Use instead:** [ServiceTile](?path=/docs/marketing-servicetile--docs) on the home page; [QuickActionCard](?path=/docs/dashboard-quickactioncard--docs) for a shortcut.',
          '**In the product:** /dashboard, inside ServiceCardGrid.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Erp: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ERP' })).toBeVisible();
    await expect(canvas.getByText('Finance, BI and automation for the whole company.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open ERP' }));
    await expect(args.onOpen).toHaveBeenCalledWith('erp');
  },
};

export const CustomName: Story = {
  args: {
    service: 'meet',
    name: 'WinMeet',
    description: 'HD video meetings, scheduling and screen sharing.',
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open WinMeet' }));
    await expect(args.onOpen).toHaveBeenCalledWith('meet');
  },
};
