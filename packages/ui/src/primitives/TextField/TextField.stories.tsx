import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../Button/Button.tsx';
import { EmailField, PasswordField, TextField } from './TextField.tsx';

const signUpSchema = z.object({
  fullName: z.string().min(2, 'Nome deve ter pelo menos 2 caracteres'),
  email: z.email('Email inválido'),
});
type SignUp = z.infer<typeof signUpSchema>;
const submitted = fn();

/** The pattern for forms: one Controller per field; the field's ref lets the form focus errors. */
function SignUpForm({ onValid }: { onValid: (values: SignUp) => void }) {
  const { control, handleSubmit } = useForm<SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} style={{ display: 'grid', gap: 16 }}>
      <Controller
        control={control}
        name="fullName"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Full name"
            errorMessage={fieldState.error?.message}
            errorLang="pt-BR"
          />
        )}
      />
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <EmailField {...field} errorMessage={fieldState.error?.message} errorLang="pt-BR" />
        )}
      />
      <Button type="submit">Create account</Button>
    </form>
  );
}

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Full name', name: 'name', placeholder: 'Your full name', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'Labelled text input with optional help text and an error message. An `errorMessage` marks the field invalid (red border, message announced with the field). EmailField and PasswordField are the same field with the right type and autocomplete. Works with react-hook-form through `name`, `value`, `onChange`, `onBlur` and `ref`.',
          '**When to use:** One line of text, email or password, outside a form library.',
          '**Use instead:** [FormTextField](?path=/docs/primitives-formtextfield--docs) in a react-hook-form form; [DescriptionField](?path=/docs/settings-descriptionfield--docs) for several lines.',
          '**In the product:** /login (with EmailField and PasswordField, and the second step), /account, /forgot-password, /reset-password, /meet (meeting ID), and inside FormTextField.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('name', 'name');
    await userEvent.type(input, 'Ana');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ana');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: { label: 'Website', description: 'Starts with https://', placeholder: 'https://example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription(
      'Starts with https://',
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'A', errorMessage: 'Nome deve ter pelo menos 2 caracteres', errorLang: 'pt-BR' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Nome deve ter pelo menos 2 caracteres');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ana Souza' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: function ControlledField(args) {
    const [value, setValue] = useState('');
    return (
      <>
        <TextField {...args} value={value} onChange={setValue} />
        <p>Typed: {value}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'WinHub');
    await expect(canvas.getByText('Typed: WinHub')).toBeVisible();
  },
};

export const Email: Story = {
  render: (args) => <EmailField onChange={args.onChange} name="email" placeholder="you@company.com" />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(input, 'a@b.co');
    await expect(args.onChange).toHaveBeenLastCalledWith('a@b.co');
  },
};

export const Password: Story = {
  render: () => (
    <PasswordField name="password" errorMessage="Senha deve ter pelo menos 6 caracteres" errorLang="pt-BR" />
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();
  },
};

export const WithReactHookForm: Story = {
  render: () => <SignUpForm onValid={submitted} />,
  play: async ({ canvas }) => {
    submitted.mockClear();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'A');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
    await expect(canvas.getByText('Email inválido')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus());
    await expect(submitted).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'na Souza');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana@empresa.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith(
        { fullName: 'Ana Souza', email: 'ana@empresa.com' },
        expect.anything(),
      ),
    );
    await expect(canvas.queryByText('Email inválido')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { errorMessage: 'Email inválido', errorLang: 'pt-BR', label: 'Email', defaultValue: 'ana@' },
  parameters: { screenshot: { width: 375, height: 300 } },
};
