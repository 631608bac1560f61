import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Select } from './Select.tsx';

const employees = [
  { id: '1-5', label: '1-5' },
  { id: '6-15', label: '6-15' },
  { id: '16-50', label: '16-50' },
  { id: '51-200', label: '51-200' },
  { id: '200+', label: '200+' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Employees', name: 'employees', options: employees, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'Pick one option from a short list (business type, company size). Opens with click, Enter, Space or arrow keys; type a letter to jump. `onChange` gives the chosen option id. Shows the placeholder until something is picked, and an error message under the trigger when invalid.',
          '**When to use:** Picking one option from a short list outside a form library.',
          '**Use instead:** [FormSelect](?path=/docs/primitives-formselect--docs) in a react-hook-form form; [Checkbox](?path=/docs/primitives-checkbox--docs) for on/off; [PersonaChoice](?path=/docs/account-personachoice--docs) when the choice is the whole screen.',
          '**In the product:** /register, / (home registration) and /settings, through FormSelect.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  args: { placeholder: 'Select company size' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Select company size/ })).toBeVisible();
  },
};

export const ChoosingAnOption: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Employees/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: '6-15' }));
    await expect(args.onChange).toHaveBeenCalledWith('6-15');
    await expect(canvas.getByRole('button', { name: /6-15/ })).toBeVisible();
  },
};

export const Open: Story = {
  args: { defaultValue: '16-50' },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: /16-50/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('option', { name: '16-50' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: { label: 'Business type', errorMessage: 'Business type is required', options: employees },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Business type is required')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Employees/ })).toBeDisabled();
  },
};
