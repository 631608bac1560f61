import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneStory, wideStory } from '../shared/storyViewports.ts';
import { TestimonialSection } from './TestimonialSection.tsx';

const meta = {
  title: 'Marketing/TestimonialSection',
  component: TestimonialSection,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'Testimonials band: the 40% productivity-gain claim as a headline figure, then three customer quotes.',
          "**When to use:** The home page's band of customer quotes with the productivity claim.",
          '**Use instead:** [FeaturesSection](?path=/docs/marketing-featuressection--docs) for the features.',
          '**In the product:** / (home).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof TestimonialSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...wideStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('40%')).toBeVisible();
    await expect(canvas.getByText(/productivity gain/)).toBeVisible();
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
  },
};

export const Mobile: Story = { ...phoneStory };
