import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { signUpRules } from '../../../../../.storybook/fixtures/signUpRules.ts';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { RegisterForm } from './RegisterForm.tsx';

const meta = {
  title: 'Account/RegisterForm',
  component: RegisterForm,
  args: { persona: 'empresa', onSubmit: fn(), onBack: fn(), rules: signUpRules },
  parameters: {
    docs: {
      description: {
        component: [
          'Second step of /register. Email, full name, password and organization name for every persona; business type and employees only for Business/Professional (`empresa`). Messages are the spec\'s Portuguese ones. Enter moves to the next field and submits from the last (for `empresa`, picking a business type moves on to employees). `isPending` shows "Creating account..." and locks the form; `defaultValues` prefills it; `showPassword={false}` drops the password field when an external identity provider holds the credentials.',
          '**When to use:** Creating an account and its organization, after the persona is chosen.',
          '**Use instead:** [RegistrationFields](?path=/docs/marketing-registrationfields--docs) to register interest on the home page; [SignInForm](?path=/docs/account-signinform--docs) for an existing account.',
          '**In the product:** /register, step 2.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Business: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Profile: Business/Professional')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana@empresa.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ana Souza');
    await userEvent.type(canvas.getByLabelText('Password'), 'segredo1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Organization name' }), 'Souza Comércio');
    await userEvent.click(canvas.getByRole('button', { name: /Business type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Commerce' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Employees/ })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: /Employees/ }));
    await userEvent.click(await screen.findByRole('option', { name: '6-15' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'ana@empresa.com',
        fullName: 'Ana Souza',
        password: 'segredo1',
        persona: 'empresa',
        organizationName: 'Souza Comércio',
        businessType: 'commerce',
        employees: '6-15',
      }),
    );
  },
};

export const Advertiser: Story = {
  args: { persona: 'anunciante' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Profile: Advertiser')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Business type/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Employees/ })).toBeNull();
  },
};

export const PublisherEnterNavigation: Story = {
  args: { persona: 'publicador' },
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'rafael@lima.com{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await userEvent.keyboard('Rafael Lima{Enter}');
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.keyboard('abc123{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Organization name' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('Lima Media{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'rafael@lima.com',
        fullName: 'Rafael Lima',
        password: 'abc123',
        persona: 'publicador',
        organizationName: 'Lima Media',
        businessType: undefined,
        employees: undefined,
      }),
    );
  },
};

export const BusinessEnterReachesBusinessType: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Organization name' }), 'Souza{Enter}');
    await expect(canvas.getByRole('button', { name: /Business type/ })).toHaveFocus();
  },
};

export const Errors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana@');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'A');
    await userEvent.type(canvas.getByLabelText('Password'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Email inválido')).toBeVisible();
    await expect(canvas.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
    await expect(canvas.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();
    await expect(canvas.getByText('Nome da organização obrigatório')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Prefilled: Story = {
  args: {
    defaultValues: {
      email: 'ana@empresa.com',
      fullName: 'Ana Souza',
      businessType: 'services',
      employees: '1-5',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@empresa.com');
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ana Souza');
    await expect(canvas.getByRole('button', { name: /Business type/ })).toHaveTextContent('Services');
    await expect(canvas.getByRole('button', { name: /Employees/ })).toHaveTextContent('1-5');
  },
};

export const Pending: Story = {
  args: {
    isPending: true,
    defaultValues: { email: 'ana@empresa.com', fullName: 'Ana Souza', organizationName: 'Souza Comércio' },
  },
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: /Creating account\.\.\./ });
    await expect(submit).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Back: Story = {
  args: { persona: 'anunciante' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const CredentialsAtProvider: Story = {
  args: { persona: 'publicador', showPassword: false },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'msmith@badwolf.org');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Mickey Smith{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Organization name' })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Organization name' }), 'Smith Garage{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'msmith@badwolf.org',
        fullName: 'Mickey Smith',
        password: '',
        persona: 'publicador',
        organizationName: 'Smith Garage',
      }),
    );
  },
};

export const Mobile: Story = { ...phoneStory };
