import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ServicePage } from './ServicePage.tsx';

const meta = {
  title: 'Services/WmsServicePage',
  component: ServicePage,
  args: { service: 'wms', onAction: fn() },
  parameters: {
    layout: 'fullscreen',
    screenshot: { width: 1280, height: 900 },
    docs: {
      description: {
        component: [
          '/wms: barcode/RFID tracking, logistics (route and fleet optimisation), real-time GPS tracking. The spec gives its button no behaviour; onAction is optional.',
          '**When to use:** The page of the service at /wms.',
          '**Use instead:** [ServicePageLayout](?path=/docs/services-servicepagelayout--docs) for the page of another service; [MeetPage](?path=/docs/services-meetpage--docs) for Meet.',
          '**In the product:** /wms.',
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
    await expect(features).toEqual(['Barcode and RFID tracking', 'Logistics', 'Real-time GPS tracking']);
    await expect(canvas.getByText('Route and fleet optimisation that cuts delivery time.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const WithoutAction: Story = {
  args: { onAction: undefined },
  parameters: { screenshot: { width: 375, height: 812 } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'WinWMS' })).toBeVisible();
  },
};
