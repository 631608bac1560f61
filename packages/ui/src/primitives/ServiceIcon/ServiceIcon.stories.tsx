import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleServiceNames as serviceName } from '../../../../../.storybook/fixtures/sampleServices.tsx';
import { ServiceIcon } from './ServiceIcon.tsx';
import { serviceIds } from './serviceColor.ts';

const meta = {
  title: 'Primitives/ServiceIcon',
  component: ServiceIcon,
  args: { service: 'market', size: 'md' },
  argTypes: { service: { control: 'select', options: serviceIds } },
  parameters: {
    docs: {
      description: {
        component: [
          'The icon of each of the six services (Market, Auth, Ads, ERP, Meet, WMS) in its own colour. `framed` puts it on a tinted square, as on tiles and cards. Decorative unless given a `label`. `serviceColor`, `serviceIds` and the `ServiceId` type come with it; the names come in from the app, which has them from the api contract.',
          '**When to use:** The mark of one of the six services, in its colour.',
          '**Use instead:** [Logo](?path=/docs/primitives-logo--docs) for WinHub itself; [SocialIcon](?path=/docs/marketing-socialicon--docs) for a social network.',
          '**In the product:** / (orbit tiles), /dashboard (service cards), the service pages, /meet.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ServiceIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllServices: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      {serviceIds.map((service) => (
        <div key={service} style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
          <ServiceIcon {...args} service={service} framed size="lg" label={serviceName[service]} />
          <span>{serviceName[service]}</span>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of Object.values(serviceName)) {
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <ServiceIcon {...args} size="sm" framed />
      <ServiceIcon {...args} size="md" framed />
      <ServiceIcon {...args} size="lg" framed />
      <ServiceIcon {...args} size="md" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('[data-service="market"]');
    await expect(icons).toHaveLength(4);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};
