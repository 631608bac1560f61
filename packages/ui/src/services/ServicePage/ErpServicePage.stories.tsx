import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ServicePage } from './ServicePage.tsx';

const meta = {
  title: 'Services/ErpServicePage',
  component: ServicePage,
  args: { service: 'erp', onAction: fn() },
  parameters: {
    layout: 'fullscreen',
    screenshot: { width: 1280, height: 900 },
    docs: {
      description: {
        component: [
          "/erp: financial management, integrated BI, automation. 'Access' calls onAction: the app opens the ERP with a token, or highlights the registration section without one.",
          '**When to use:** The page of the service at /erp.',
          '**Use instead:** [ServicePageLayout](?path=/docs/services-servicepagelayout--docs) for the page of another service; [MeetPage](?path=/docs/services-meetpage--docs) for Meet.',
          '**In the product:** /erp.',
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
    await expect(features).toEqual(['Financial management', 'Integrated BI', 'Automation']);
    await userEvent.click(canvas.getByRole('button', { name: 'Access' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  parameters: { screenshot: { width: 375, height: 812 } },
};
