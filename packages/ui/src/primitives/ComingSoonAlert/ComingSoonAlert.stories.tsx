import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ComingSoonAlert } from './ComingSoonAlert.tsx';

const meta = {
  title: 'Primitives/ComingSoonAlert',
  component: ComingSoonAlert,
  args: { isOpen: true, service: 'WinAuth', onClose: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          "The spec's 'alerts' as an accessible dialog: Auth, Ads and WMS tiles say \"{service} is coming soon! We're working hard to bring you this service.\"; the Advertise Here button and the hero video placeholder pass their own `message`. OK or Escape calls `onClose`.",
          "**When to use:** The product's alerts: a service that does not open yet, Advertise Here, the video placeholder.",
          '**Use instead:** [AlertDialog](?path=/docs/primitives-alertdialog--docs) for a real question; [ComingSoonPanel](?path=/docs/settings-comingsoonpanel--docs) for a whole tab that is not built.',
          '**In the product:** / (hero and service tiles) and /dashboard (Auth, Ads, WMS cards).',
        ].join('\n\n'),
      },
      story: { inline: false, height: '320px' },
    },
  },
} satisfies Meta<typeof ComingSoonAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Service: Story = {
  play: async ({ args }) => {
    const alert = await screen.findByRole('alertdialog', { name: 'Coming soon' });
    await expect(alert).toHaveTextContent(
      "WinAuth is coming soon! We're working hard to bring you this service.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCloses: Story = {
  args: { service: 'WinWMS' },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const AdvertiseHere: Story = {
  args: { message: 'Advertising spaces are coming soon! Contact us to reserve yours.' },
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Advertising spaces are coming soon! Contact us to reserve yours.',
    );
  },
};

export const VideoPlaceholder: Story = {
  args: { title: 'Demo video', message: 'The 60-second product video will play here soon.' },
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: 'Demo video' })).toHaveTextContent(
      'The 60-second product video will play here soon.',
    );
  },
};

export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const Mobile: Story = {
  parameters: { screenshot: { width: 375, height: 812 } },
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  },
};
