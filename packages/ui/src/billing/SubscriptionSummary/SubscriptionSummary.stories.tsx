import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SubscriptionSummary } from './SubscriptionSummary.tsx';

const active = {
  status: 'active',
  stripePriceId: 'price_business',
  currentPeriodStart: '2026-11-01T00:00:00Z',
  currentPeriodEnd: '2026-12-01T00:00:00Z',
  cancelAtPeriodEnd: false,
};

const meta = {
  title: 'Billing/SubscriptionSummary',
  component: SubscriptionSummary,
  args: { subscription: active, onCancel: fn(), onResume: fn(), locale: 'en-US', timeZone: 'UTC' },
  parameters: {
    docs: {
      description: {
        component:
          'The current subscription on /billing: status badge, price id, current period dates (formatted with `locale` / `timeZone`), and Cancel or Resume with a pending state. No subscription (status none) reads as the free tier.',
      },
    },
  },
} satisfies Meta<typeof SubscriptionSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('price_business')).toBeVisible();
    await expect(canvas.getByText('Nov 1, 2026')).toBeVisible();
    await expect(canvas.getByText('Dec 1, 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resume subscription' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel subscription' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Canceling: Story = {
  args: { pendingAction: 'cancel' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Canceling\.\.\./ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelsAtPeriodEnd: Story = {
  args: { subscription: { ...active, cancelAtPeriodEnd: true } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Cancels at period end')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume subscription' }));
    await expect(args.onResume).toHaveBeenCalledTimes(1);
  },
};

export const Resuming: Story = {
  args: { subscription: { ...active, cancelAtPeriodEnd: true }, pendingAction: 'resume' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Resuming\.\.\./ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const PastDue: Story = {
  args: { subscription: { ...active, status: 'past_due' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Past due')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
  },
};

export const Canceled: Story = {
  args: { subscription: { ...active, status: 'canceled' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Canceled')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const FreeTier: Story = {
  args: { subscription: { status: 'none' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free tier')).toBeVisible();
    await expect(canvas.getByText('Your organization is on the free tier.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const BrazilianLocale: Story = {
  args: { locale: 'pt-BR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 de nov. de 2026')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, subscription: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading subscription' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { subscription: { ...active, cancelAtPeriodEnd: true } },
  parameters: { screenshot: { width: 375, height: 520 } },
};
