import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ToastRegion } from './ToastRegion.tsx';
import { createToastQueue, showToast, type ToastMessage } from './toastQueue.ts';

const interestRegistered: ToastMessage = {
  title: 'Interest registered!',
  description: 'Redirecting to complete your registration...',
  variant: 'success',
};
const registrationFailed: ToastMessage = {
  title: 'Registration Failed',
  description: 'Email already registered',
  variant: 'destructive',
};

/** A region with toasts already queued and no timeout, so the picture is stable. */
function QueuedToasts({ messages }: { messages: ToastMessage[] }) {
  const [queue] = useState(() => {
    const created = createToastQueue();
    for (const message of messages) created.add(message);
    return created;
  });
  return <ToastRegion queue={queue} />;
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'Brief notifications after an action: success (green edge) or destructive (red edge), each with a title and an optional description. The app creates one queue with `createToastQueue()`, renders `<ToastRegion queue={queue} />` once and calls `showToast(queue, { title, description, variant })` (closes itself after 5 s; hovering or focusing pauses it). Screen readers announce each toast; F6 jumps into the region.',
          '**When to use:** The outcome of an action, in passing.',
          '**Use instead:** [FormError](?path=/docs/primitives-formerror--docs) for a message that must stay; [AlertDialog](?path=/docs/primitives-alertdialog--docs) for one that must be answered.',
          '**In the product:** One region for the whole app: /, /login, /register, /subscribe, /settings and every other toast.',
        ].join('\n\n'),
      },
      story: { inline: false, height: '320px' },
    },
  },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { queue: createToastQueue() },
  render: () => <QueuedToasts messages={[interestRegistered]} />,
  play: async () => {
    const toast = await screen.findByRole('alertdialog', { name: 'Interest registered!' });
    await expect(toast).toHaveTextContent('Redirecting to complete your registration...');
    await expect(screen.getByRole('region', { name: /1 notification/ })).toBeInTheDocument();
  },
};

export const Destructive: Story = {
  args: { queue: createToastQueue() },
  render: () => <QueuedToasts messages={[registrationFailed]} />,
  play: async () => {
    const toast = await screen.findByRole('alertdialog', { name: 'Registration Failed' });
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toHaveTextContent('Email already registered');
  },
};

export const Stacked: Story = {
  args: { queue: createToastQueue() },
  render: () => (
    <QueuedToasts messages={[{ title: 'Settings updated' }, registrationFailed, interestRegistered]} />
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(3));
  },
};

export const PushAndClose: Story = {
  args: { queue: createToastQueue() },
  render: function PushingToasts({ queue }) {
    return (
      <div style={{ padding: 24 }}>
        <Button onPress={() => showToast(queue, { title: 'Payment Successful', variant: 'success' })}>
          Pay
        </Button>
        <ToastRegion queue={queue} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Payment Successful' });
    await expect(toast).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Mobile: Story = {
  args: { queue: createToastQueue() },
  render: () => <QueuedToasts messages={[interestRegistered]} />,
  parameters: { screenshot: { width: 375, height: 812 } },
  play: async () => {
    await expect(
      await screen.findByRole('alertdialog', { name: 'Interest registered!' }),
    ).toBeInTheDocument();
  },
};
