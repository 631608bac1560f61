import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ServiceCardGrid } from './ServiceCardGrid.tsx';
import { sampleServiceCards } from './sampleServiceCards.ts';

const meta = {
  title: 'Dashboard/ServiceCardGrid',
  component: ServiceCardGrid,
  args: { services: sampleServiceCards, onOpen: fn() },
  parameters: {
    screenshot: { width: 1280, height: 700 },
    docs: {
      description: {
        component: [
          'The six service cards of the dashboard in a responsive grid.',
          '**When to use:** The six services of the dashboard.',
          '**Use instead:** [ServicesOrbit](?path=/docs/marketing-servicesorbit--docs) on the home page.',
          '**In the product:** /dashboard.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ServiceCardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SixServices: Story = {
  play: async ({ args, canvas }) => {
    const names = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(names).toEqual(['ERP', 'Market', 'Meet', 'Ads', 'Auth', 'WMS']);
    await userEvent.click(canvas.getByRole('button', { name: 'Open WMS' }));
    await expect(args.onOpen).toHaveBeenCalledWith('wms');
  },
};

export const Mobile: Story = {
  parameters: { screenshot: { width: 375, height: 812 } },
};
