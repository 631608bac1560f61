import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QuickActionList } from './QuickActionList.tsx';

const meta = {
  title: 'Dashboard/QuickActionList',
  component: QuickActionList,
  parameters: {
    docs: {
      description: {
        component: [
          'The four quick-action cards of the dashboard in a responsive grid: one column on phones, four on desktop.',
          '**When to use:** The row of the four quick actions under the services.',
          '**Use instead:** [ServiceCardGrid](?path=/docs/dashboard-servicecardgrid--docs) for the services.',
          '**In the product:** /dashboard.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof QuickActionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  parameters: { screenshot: { width: 1280, height: 300 } },
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toEqual(['Start Meeting', 'View Reports', 'Marketplace', 'Inventory']);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Mobile: Story = {
  parameters: { screenshot: { width: 375, height: 500 } },
};
