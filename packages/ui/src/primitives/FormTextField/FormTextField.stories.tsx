import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../Button/Button.tsx';
import { EmailField } from '../TextField/TextField.tsx';
import { FormTextField } from './FormTextField.tsx';

const contactSchema = z.object({
  fullName: z.string().min(2, 'Name must have at least 2 characters'),
  email: z.email('Please enter a valid email address'),
});
type Contact = z.infer<typeof contactSchema>;

/** Two fields on one react-hook-form `control`; the second draws an EmailField through `as`. */
function ContactForm({ onValid }: { onValid: (values: Contact) => void }) {
  const { control, handleSubmit } = useForm<Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: { fullName: '', email: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <FormTextField control={control} name="fullName" label="Full name" autoComplete="name" />
      <FormTextField control={control} name="email" as={EmailField} label="Work email" />
      <Button type="submit">Send</Button>
    </form>
  );
}

const meta = {
  title: 'Primitives/FormTextField',
  component: ContactForm,
  args: { onValid: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'TextField bound to a react-hook-form `control` and `name`: it shows the zod message under the field and lets the form focus the first invalid field. Use `as` for EmailField or PasswordField.',
          '**When to use:** A TextField inside a react-hook-form form.',
          '**Use instead:** [TextField](?path=/docs/primitives-textfield--docs) outside such a form; [DescriptionField](?path=/docs/settings-descriptionfield--docs) for several lines.',
          '**In the product:** /register, / (home registration), /subscribe, /settings.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Work email' })).toHaveAttribute('type', 'email');
  },
};

export const ShowsErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work email' }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Name must have at least 2 characters')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus());
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

export const SubmitsValues: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ana Souza');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work email' }), 'ana@empresa.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith(
        { fullName: 'Ana Souza', email: 'ana@empresa.com' },
        expect.anything(),
      ),
    );
  },
};
