import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageHeading } from './PageHeading.tsx';

const meta = {
  title: 'Navigation/PageHeading',
  component: PageHeading,
  parameters: {
    docs: {
      description: {
        component: [
          'The h1 of an app page (Billing, Organization settings, Subscribe to Premium…), with an optional lead.',
          '**When to use:** The h1 of an app page, with an optional lead.',
          '**Use instead:** [Greeting](?path=/docs/dashboard-greeting--docs) on the dashboard; [SectionHeading](?path=/docs/marketing-sectionheading--docs) for a band of the home page.',
          '**In the product:** /billing, /settings, /subscribe, /auth-test.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  args: { title: 'Billing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Billing');
  },
};

export const WithLead: Story = {
  args: { title: 'Billing', lead: 'Your plan, your card and your invoices.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your plan, your card and your invoices.')).toBeVisible();
  },
};
