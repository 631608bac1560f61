import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MeetFeatureTiles } from './MeetFeatureTiles.tsx';

const meta = {
  title: 'Services/MeetFeatureTiles',
  component: MeetFeatureTiles,
  args: { plan: 'free' },
  parameters: {
    docs: {
      description: {
        component: [
          'The six Meet features: HD video up to 1080p, the participant limit of the plan (10 free, 100 Premium), scheduling, screen sharing, chat and file sharing, and recording (Premium; dimmed on the free plan).',
          "**When to use:** The features of Meet, with the plan's limits.",
          "**Use instead:** [ServicePageLayout](?path=/docs/services-servicepagelayout--docs)'s feature cards on the other service pages; [FeaturesSection](?path=/docs/marketing-featuressection--docs) on the home page.",
          '**In the product:** /meet, inside MeetPage.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof MeetFeatureTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreePlan: Story = {
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toEqual([
      'HD Video',
      'Up to 10 participants',
      'Scheduling',
      'Screen Sharing',
      'Chat & File Sharing',
      'Recording',
    ]);
    await expect(canvas.getByText('Crystal-clear video up to 1080p')).toBeVisible();
    const recording = canvas.getByRole('heading', { name: 'Recording' }).closest('li');
    await expect(recording).toHaveAttribute('data-dimmed', 'true');
    await expect(canvas.getByText('Premium')).toBeVisible();
  },
};

export const PremiumPlan: Story = {
  args: { plan: 'premium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Up to 100 participants' })).toBeVisible();
    const recording = canvas.getByRole('heading', { name: 'Recording' }).closest('li');
    await expect(recording).not.toHaveAttribute('data-dimmed');
  },
};
