import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: { label: 'Search people', placeholder: 'Name or email', onChange: fn(), onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled search box. `onChange` gets the text at every keystroke (the caller filters, or asks the server and waits a moment between keystrokes); the × button or Escape empties it and keeps the focus in the box; Enter calls `onSubmit`.',
          '**When to use:** narrowing a long list on the same screen, e.g. the people of an organization.',
          '**Use instead:** [TextField](?path=/docs/primitives-textfield--docs) for a value that a form submits; [Select](?path=/docs/primitives-select--docs) to pick one of a few known options.',
          '**In the product:** `/settings`, Team tab (search people) and Activity tab (filter by person).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search people' });
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(box, 'ana');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('ana');
  },
};

export const WithText: Story = {
  args: { defaultValue: 'souza' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search people' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(box, 'bia{Escape}');
    await expect(box).toHaveValue('');
  },
};

export const WithDescription: Story = {
  args: { label: 'Person', description: 'Who acted, or whom it was about.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Person' })).toHaveAccessibleDescription(
      'Who acted, or whom it was about.',
    );
  },
};
