import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atPhoneWidth, phoneStory, wideStory } from '../shared/storyViewports.ts';
import { Hero } from './Hero.tsx';

const meta = {
  title: 'Marketing/Hero',
  component: Hero,
  args: { onStartFree: fn(), onAccessDashboard: fn(), onAdvertise: fn(), onPlayVideo: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'First band of the home page (anchor "home"): the complete-business-ecosystem headline, "Start FREE Now" (the app scrolls to the registration section, or goes to /dashboard when signed in), "Access Dashboard" (to /dashboard when signed in, else to the registration section), "Advertise Here" (its own coming-soon alert, a native popover that opens before any script) and the video placeholder (a coming-soon alert in the app), and the pitch: no credit card, free up to 5 employees, instant setup, a 60-second video.',
          '**When to use:** The first band of the home page, with its one primary action.',
          "**Use instead:** [ServicePageLayout](?path=/docs/services-servicepagelayout--docs)'s hero on a service page; [PageHeading](?path=/docs/navigation-pageheading--docs) on an app page.",
          '**In the product:** / (home), anchor "home".',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...wideStory,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/complete business ecosystem/i);
    for (const point of ['No credit card required', 'Free up to 5 employees', 'Instant setup']) {
      await expect(canvas.getByText(point)).toBeVisible();
    }
    // in-page link to the registration section (it works before the page's script); the app takes the press
    const start = canvas.getByRole('link', { name: 'Start FREE Now' });
    await expect(start).toHaveAttribute('href', '#registration-section');
    await userEvent.click(start);
    await expect(args.onStartFree).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Access Dashboard' }));
    await expect(args.onAccessDashboard).toHaveBeenCalledTimes(1);
    // its alert is a native popover: it opens with no script, and the app is told
    await userEvent.click(canvas.getByRole('button', { name: 'Advertise Here' }));
    await expect(args.onAdvertise).toHaveBeenCalledTimes(1);
    const alert = canvas.getByRole('alertdialog', { name: 'Coming soon' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveTextContent(/Advertising is coming soon/);
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(alert).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Watch the 60-second overview' }));
    await expect(args.onPlayVideo).toHaveBeenCalledTimes(1);
    await expect(args.onStartFree).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    if (!atPhoneWidth()) return;
    const start = canvas.getByRole('link', { name: 'Start FREE Now' });
    await expect(start).toBeVisible();
    await expect(start.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
