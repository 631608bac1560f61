import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { FormSelect } from './FormSelect.tsx';

type Company = { size: string };
const sizes = [
  { id: '1-5', label: '1-5 employees' },
  { id: '6-15', label: '6-15 employees' },
];

/** One Select bound to a react-hook-form `control`; `onPicked` is the optional after-change callback. */
function CompanyForm({
  onValid,
  onPicked,
}: {
  onValid: (values: Company) => void;
  onPicked: (value: string) => void;
}) {
  const { control, handleSubmit } = useForm<Company>({ defaultValues: { size: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <FormSelect
        control={control}
        name="size"
        label="Company size"
        options={sizes}
        placeholder="Select a company size"
        onChange={onPicked}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}

const meta = {
  title: 'Primitives/FormSelect',
  component: CompanyForm,
  args: { onValid: fn(), onPicked: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'Select bound to a react-hook-form `control` and `name`. An optional `onChange` runs after the form took the value, e.g. to move focus on.',
          '**When to use:** A Select inside a react-hook-form form.',
          '**Use instead:** [Select](?path=/docs/primitives-select--docs) outside such a form.',
          '**In the product:** /register, / (home registration), /settings.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof CompanyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Select a company size/ })).toBeVisible();
  },
};

export const PicksAndSubmits: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Select a company size/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '6-15 employees' }));
    await expect(args.onPicked).toHaveBeenCalledWith('6-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onValid).toHaveBeenCalledWith({ size: '6-15' }, expect.anything()));
  },
};
