import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ServicePage } from './ServicePage.tsx';

const meta = {
  title: 'Services/MarketServicePage',
  component: ServicePage,
  args: { service: 'market', onAction: fn() },
  parameters: {
    layout: 'fullscreen',
    screenshot: { width: 1280, height: 900 },
    docs: {
      description: {
        component: [
          '/market: online store, stock management and payments; the button opens the external marketplace app in a new tab (onAction).',
          '**When to use:** The page of the service at /market.',
          '**Use instead:** [ServicePageLayout](?path=/docs/services-servicepagelayout--docs) for the page of another service; [MeetPage](?path=/docs/services-meetpage--docs) for Meet.',
          '**In the product:** /market.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ServicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const features = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(features).toEqual(['Online store', 'Stock management', 'Payments']);
    await userEvent.click(canvas.getByRole('button', { name: 'Open WinMarket' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  parameters: { screenshot: { width: 375, height: 812 } },
};
