import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EnvironmentInfo } from './EnvironmentInfo.tsx';

const meta = {
  title: 'Services/EnvironmentInfo',
  component: EnvironmentInfo,
  args: {
    hostname: 'hub.winhub.example',
    origin: 'https://hub.winhub.example',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'Environment info of /auth-test: hostname, origin and user agent, given as props.',
          "**When to use:** Showing support the browser's hostname, origin and user agent.",
          '**Use instead:** [DirectAuthFallback](?path=/docs/status-directauthfallback--docs), which shows the domain and address after a failed redirect.',
          '**In the product:** /auth-test.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof EnvironmentInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hostname')).toBeVisible();
    await expect(canvas.getByText('hub.winhub.example')).toBeVisible();
    await expect(canvas.getByText('https://hub.winhub.example')).toBeVisible();
    await expect(canvas.getByText(/Chrome\/142/)).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { screenshot: { width: 375, height: 500 } },
};
