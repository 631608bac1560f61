import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'Status/NotFound',
  component: NotFound,
  args: { onGoBack: fn(), onHome: fn(), onDashboard: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          "The page for any unknown address: 404, 'Page Not Found', the spec sentence, suggestions, and Go Back / Home Page / Dashboard. The app decides where Dashboard goes (dashboard with a token, else login). 'technical support' is plain text on purpose: it does nothing.",
          '**When to use:** Any address outside the route table.',
          "**Use instead:** [AuthCallbackStatus](?path=/docs/status-authcallbackstatus--docs)'s error for a failed sign-in.",
          '**In the product:** Every unknown path (answered with 404).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  parameters: { screenshot: { width: 1280, height: 900 } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(
      canvas.getByText("Oops! The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: "Here's what you can try:" }).children).toHaveLength(4);

    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(args.onGoBack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Home Page' }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Dashboard' }));
    await expect(args.onDashboard).toHaveBeenCalledTimes(1);
  },
};

export const TechnicalSupportIsInert: Story = {
  play: async ({ args, canvas }) => {
    const mention = canvas.getByText('technical support');
    await expect(mention.closest('a, button')).toBeNull();
    await userEvent.click(mention);
    await expect(args.onGoBack).not.toHaveBeenCalled();
    await expect(args.onHome).not.toHaveBeenCalled();
    await expect(args.onDashboard).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  parameters: { screenshot: { width: 360, height: 900 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dashboard' })).toBeVisible();
  },
};
