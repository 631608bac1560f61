import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: 'Require a second factor for every member', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'An on/off setting that takes effect as soon as it is flipped (role=switch). Click the track or its label, or press Space when focused; `onChange` receives the new state.',
          '**When to use:** a setting saved at once, with no submit button, such as an organization policy.',
          '**Use instead:** [Checkbox](?path=/docs/primitives-checkbox--docs) for a choice a form submits later ("Remember me", the permissions of an invitation).',
          '**In the product:** `/settings`, Security tab ("Require a second factor for every member").',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Require a second factor for every member' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Require a second factor for every member'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await userEvent.click(canvas.getByText('Require a second factor for every member'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
