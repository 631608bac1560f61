import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { OrganizationProfileForm } from './OrganizationProfileForm.tsx';

const profile = {
  name: 'Acme Comércio',
  businessType: 'retail',
  description: 'Shoes and accessories, online and in two stores.',
  website: 'https://acme.example.com',
  email: 'contact@acme.example.com',
  phone: '+55 11 4000-1234',
  address: 'Av. Paulista, 1000, São Paulo',
  employees: '6-15',
};

const meta = {
  title: 'Settings/OrganizationProfileForm',
  component: OrganizationProfileForm,
  args: { onSubmit: fn(), defaultValues: profile, subscriptionType: 'premium' },
  decorators: [withLinkRouter],
  parameters: {
    screenshot: { width: 1280, height: 900 },
    docs: {
      description: {
        component: [
          'The General tab of /settings (react-hook-form + zod). Name needs 2 characters (\'Organization name must be at least 2 characters\'); website must be a URL or empty; email valid or empty. Business type has the 7 settings options, company size the 6 sizes; the subscription is read-only, with links to /upgrade ("Change your plan from the upgrade page.") and /billing.',
          "**When to use:** Editing the organization's profile.",
          "**Use instead:** [ProfilePanel](?path=/docs/identity-profilepanel--docs) for the person's own name.",
          '**In the product:** /settings, General tab.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof OrganizationProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Subscription' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Subscription' })).toHaveValue('Premium');
    await expect(
      canvas.getByRole('link', { name: 'Change your plan from the upgrade page.' }),
    ).toHaveAttribute('href', '/upgrade');
    await expect(canvas.getByRole('link', { name: 'See your billing and invoices.' })).toHaveAttribute(
      'href',
      '/billing',
    );
    const name = canvas.getByRole('textbox', { name: /Organization name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Store');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...profile, name: 'Acme Store' }, expect.anything());
  },
};

export const Empty: Story = {
  args: { defaultValues: undefined, subscriptionType: 'free' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Organization name/ }), 'WinHub Ltda');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        name: 'WinHub Ltda',
        businessType: '',
        description: '',
        website: '',
        email: '',
        phone: '',
        address: '',
        employees: '',
      },
      expect.anything(),
    );
    await expect(canvas.getByRole('textbox', { name: 'Subscription' })).toHaveValue('Free');
  },
};

export const WithErrors: Story = {
  args: { defaultValues: { ...profile, name: 'A', website: 'acme dot com', email: 'contact@' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Organization name must be at least 2 characters')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid URL')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Organization name/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Options: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Business type/ }));
    const types = (await screen.findAllByRole('option')).map((option) => option.textContent);
    await expect(types).toEqual([
      'Technology',
      'Retail',
      'Healthcare',
      'Education',
      'Finance',
      'Manufacturing',
      'Other',
    ]);
    await userEvent.keyboard('{Escape}');
    // the list closes and gives focus back to its button before the next one opens: on a loaded machine
    // the first list's focus restore could otherwise come after the second list, and the story end elsewhere
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: /Business type/ })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: /Company size/ }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(6));
    const sizes = screen.getAllByRole('option').map((option) => option.textContent);
    await expect(sizes).toEqual([
      '1-5 employees',
      '6-15 employees',
      '16-50 employees',
      '51-200 employees',
      '201-1000 employees',
      '1000+ employees',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '51-200 employees' }));
    await expect(canvas.getByRole('button', { name: /Company size/ })).toHaveTextContent('51-200 employees');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: /Company size/ })).toHaveFocus());
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Saving\.\.\./ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('textbox', { name: /Organization name/ })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const UpdateFailed: Story = {
  args: { error: 'There was an error updating your settings. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was an error updating your settings. Please try again.',
    );
  },
};

export const Mobile: Story = {
  args: { defaultValues: { ...profile, name: 'A' } },
  parameters: { screenshot: { width: 375, height: 812 } },
};
