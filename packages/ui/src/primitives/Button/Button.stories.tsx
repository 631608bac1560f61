import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Start FREE Now', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The one button of the product. Primary for the main action of a screen, secondary beside it, ghost for quiet actions, danger for destructive ones. While pending it shows a spinner, keeps focus and ignores presses.',
          '**When to use:** Any action on this screen: submit, open a dialog, sign out.',
          '**Use instead:** [LinkButton](?path=/docs/primitives-linkbutton--docs) to go to another page or a service; a [Tooltip](?path=/docs/primitives-tooltip--docs) on an icon-only one.',
          '**In the product:** Every screen.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Start FREE Now' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Advertise Here' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Back to Home' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Proceed and Logout' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1] ?? 0);
    await expect(heights[1]).toBeLessThan(heights[2] ?? 0);
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Sign In', pendingLabel: 'Signing in...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Signing in\.\.\./ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(canvas.queryByText('Sign In')).toBeNull();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Continue' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  args: { variant: 'secondary', children: 'Settings' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};
