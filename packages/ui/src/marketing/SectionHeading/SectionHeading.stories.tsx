import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionHeading } from './SectionHeading.tsx';

const meta = {
  title: 'Marketing/SectionHeading',
  component: SectionHeading,
  args: {
    titleId: 'sample-title',
    eyebrow: 'Why WinHub',
    title: 'Built to run a whole business',
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The heading block shared by the home-page bands (features, testimonials, pricing): small uppercase eyebrow, the band title as an h2, and an optional lead line.',
          '**When to use:** The heading of a band of the home page.',
          "**Use instead:** [PageHeading](?path=/docs/navigation-pageheading--docs) for an app page's h1.",
          '**In the product:** / (home): features, services, pricing and testimonials bands.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLead: Story = {
  args: {
    lead: 'Everything connects through one hub, so your team spends time on customers instead of tools.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Built to run a whole business' });
    await expect(heading).toHaveAttribute('id', 'sample-title');
    await expect(canvas.getByText('Why WinHub')).toBeVisible();
    await expect(
      canvas.getByText(
        'Everything connects through one hub, so your team spends time on customers instead of tools.',
      ),
    ).toBeVisible();
  },
};

export const WithoutLead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Built to run a whole business' }),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('header p')).toHaveLength(1);
  },
};
