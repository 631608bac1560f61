import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleServiceNames as serviceName } from '../../../../../.storybook/fixtures/sampleServices.tsx';
import { ServiceIcon } from '../ServiceIcon/ServiceIcon.tsx';
import { serviceIds } from '../ServiceIcon/serviceColor.ts';
import { Card } from './Card.tsx';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    children: (
      <>
        <h3 style={{ margin: 0 }}>Quick actions</h3>
        <p style={{ margin: 0 }}>Start a meeting, view reports or open the marketplace.</p>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The one surface container: hairline border, large radius. `accent` paints the top edge in a service colour (dashboard service cards, service pages). `raised` uses the lighter surface.',
          '**When to use:** A group of content on its own surface.',
          '**Use instead:** [PlanOfferCard](?path=/docs/billing-planoffercard--docs) or [PricingCard](?path=/docs/marketing-pricingcard--docs) for a plan; [Dialog](?path=/docs/primitives-dialog--docs) for a task over the page.',
          '**In the product:** /dashboard (service cards), the service pages /auth to /wms, /meet, /auth-test.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Decorator[] = [
  (Story) => (
    <div style={{ maxWidth: 420 }}>
      <Story />
    </div>
  ),
];

export const Plain: Story = {
  decorators: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Quick actions' })).toBeVisible();
  },
};

export const Raised: Story = { args: { raised: true, padding: 'lg' }, decorators: narrow };

export const ServiceAccents: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 16,
        padding: 0,
        margin: 0,
        listStyle: 'none',
      }}
    >
      {serviceIds.map((service) => (
        <Card key={service} as="li" accent={service}>
          <ServiceIcon service={service} framed />
          <strong>Win{serviceName[service]}</strong>
        </Card>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-accent]')).toHaveLength(6);
    await expect(canvasElement.querySelector('[data-accent="erp"]')).toHaveTextContent('WinERP');
  },
};
