import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atPhoneWidth, phoneStory, wideStory } from '../shared/storyViewports.ts';
import { FeaturesSection } from './FeaturesSection.tsx';

const meta = {
  title: 'Marketing/FeaturesSection',
  component: FeaturesSection,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'Why-WinHub band of the home page (anchor "about"): six short feature cards, three columns on desktop, two on tablet, one on phones.',
          "**When to use:** The home page's why-WinHub band.",
          "**Use instead:** [TestimonialSection](?path=/docs/marketing-testimonialsection--docs) for customer quotes; [MeetFeatureTiles](?path=/docs/services-meetfeaturetiles--docs) for one service's features.",
          '**In the product:** / (home), anchor "about".',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof FeaturesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...wideStory,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('id', 'about');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(canvas.getByRole('heading', { name: 'Instant setup' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    if (!atPhoneWidth()) return;
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first?.getBoundingClientRect().left).toBe(second?.getBoundingClientRect().left);
  },
};
