import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { signUpRules } from '../../../../../.storybook/fixtures/signUpRules.ts';
import { fields } from '../../account/shared/formCard.css.ts';
import { portugueseLang } from '../../i18n/languages.ts';
import { Button } from '../../primitives/Button/index.ts';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields.tsx';

const meta = {
  title: 'Identity/NewPasswordFields',
  component: NewPasswordFields,
  args: {
    name: 'password',
    password: '',
    confirmation: '',
    problems: null,
    onPassword: fn(),
    onConfirmation: fn(),
    isDisabled: false,
  },
  decorators: [
    (Story) => (
      <div className={fields} style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'A new password typed twice: "New password" and "Confirm new password", both asking the browser for a new password (`autocomplete="new-password"`). Its hook, `useNewPassword(rule)`, holds the two values and checks them on submit, against the sign-up rule the app passes (`passwordRule`): too short, the first field says the rule\'s Portuguese message word for word (marked `lang="pt-BR"`); long enough but different, the second says "Passwords do not match". The messages change only at the next submit. Disabled while the form saves.',
          '**When to use:** inside a form that sets a new password, with `useNewPassword` giving its values and check.',
          '**Use instead:** [PasswordPanel](?path=/docs/identity-passwordpanel--docs) and [ResetPasswordForm](?path=/docs/identity-resetpasswordform--docs), the two forms built on it; [TextField](?path=/docs/primitives-textfield--docs) (`PasswordField`) for the current password.',
          '**In the product:** `/account`, Password tab (PasswordPanel); `/reset-password`, the mailed link (ResetPasswordForm).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof NewPasswordFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const password = canvas.getByLabelText('New password');
    const confirmation = canvas.getByLabelText('Confirm new password');
    for (const field of [password, confirmation]) {
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toHaveAttribute('autocomplete', 'new-password');
      await expect(field).toHaveValue('');
      await expect(field).not.toHaveAttribute('aria-invalid');
    }
    await expect(password).toHaveAttribute('name', 'password');
    await userEvent.type(password, 'a');
    await expect(args.onPassword).toHaveBeenLastCalledWith('a');
    await userEvent.type(confirmation, 'b');
    await expect(args.onConfirmation).toHaveBeenLastCalledWith('b');
  },
};

/** Shorter than the rule: its Portuguese message, word for word, under the first field. */
export const Weak: Story = {
  args: {
    password: '123',
    problems: {
      password: { message: signUpRules.password.message, lang: portugueseLang },
      confirmation: null,
    },
  },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('New password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Senha deve ter pelo menos 6 caracteres');
    await expect(canvas.getByText('Senha deve ter pelo menos 6 caracteres')).toHaveAttribute('lang', 'pt-BR');
    await expect(canvas.getByLabelText('Confirm new password')).not.toHaveAttribute('aria-invalid');
  },
};

export const Mismatch: Story = {
  args: {
    password: '123456',
    confirmation: '123457',
    problems: { password: null, confirmation: { message: 'Passwords do not match', lang: undefined } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
    const confirmation = canvas.getByLabelText('Confirm new password');
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAccessibleDescription('Passwords do not match');
  },
};

/** While the form saves. */
export const Disabled: Story = {
  args: { password: '123456', confirmation: '123456', isDisabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('New password')).toBeDisabled();
    await expect(canvas.getByLabelText('Confirm new password')).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('New password'), '7');
    await expect(args.onPassword).not.toHaveBeenCalled();
  },
};

/** The fields with their hook in a form: nothing is said while typing, each submit checks the pair. */
function CheckedOnSubmit() {
  const newPassword = useNewPassword(signUpRules.password);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    newPassword.check();
  };
  return (
    <Form className={fields} onSubmit={submit} validationBehavior="aria">
      <NewPasswordFields {...newPassword.fields} name="password" isDisabled={false} />
      <Button type="submit">Change password</Button>
    </Form>
  );
}

export const WithItsCheck: Story = {
  render: () => <CheckedOnSubmit />,
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('New password');
    const confirmation = canvas.getByLabelText('Confirm new password');
    const submit = canvas.getByRole('button', { name: 'Change password' });
    await userEvent.type(password, '123');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await userEvent.click(submit);
    await expect(password).toHaveAccessibleDescription('Senha deve ter pelo menos 6 caracteres');
    await expect(confirmation).not.toHaveAttribute('aria-invalid');

    await userEvent.type(password, '456');
    await userEvent.type(confirmation, '123457');
    await userEvent.click(submit);
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(confirmation).toHaveAccessibleDescription('Passwords do not match');

    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, '123456{Enter}');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(confirmation).not.toHaveAttribute('aria-invalid');
  },
};
