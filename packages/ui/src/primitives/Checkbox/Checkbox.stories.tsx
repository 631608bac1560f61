import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', name: 'remember', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled on/off choice. Click the box or its label, or press Space when focused. `onChange` receives the new checked state.',
          '**When to use:** One on/off choice with its label.',
          '**Use instead:** [Select](?path=/docs/primitives-select--docs) for one of several options.',
          '**In the product:** /login (Remember me), /meet (quick settings).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { children: 'Auto-join with video', defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Auto-join with video' })).toBeChecked();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
