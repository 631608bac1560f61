import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { atPhoneWidth, phoneStory, wideStory } from '../shared/storyViewports.ts';
import { RegistrationSection } from './RegistrationSection.tsx';

const meta = {
  title: 'Marketing/RegistrationSection',
  component: RegistrationSection,
  args: { onSubmit: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The home sign-up band (id `registration-section`, the scroll target of "Start FREE Now"). Name (at least 2 characters), email and business type are required and the email must be an email; employees is optional. `isSubmitting` locks the form and shows "Creating Account..."; `highlighted` draws the ring the app shows for 3 s after scrolling here.',
          '**When to use:** The home page\'s sign-up band, the target of "Start FREE Now".',
          '**Use instead:** [RegisterForm](?path=/docs/account-registerform--docs) to create the account itself.',
          '**In the product:** / (home), id registration-section.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof RegistrationSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (trigger: RegExp, option: string) => {
  await userEvent.click(screen.getByRole('button', { name: trigger }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

export const Empty: Story = {
  ...wideStory,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('#registration-section')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create Free Account' })).toBeEnabled();
    await expect(canvas.queryByText('Name is required')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FilledAndSubmitted: Story = {
  ...wideStory,
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ana Souza');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work email' }), 'ana@empresa.com');
    await choose(/Business type/, 'Small Business');
    await choose(/Number of employees/, '6-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Free Account' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Ana Souza',
        email: 'ana@empresa.com',
        businessType: 'small-business',
        employees: '6-15',
      }),
    );
  },
};

export const EmployeesOptional: Story = {
  ...wideStory,
  args: { defaultValues: { name: 'Rafael Lima', email: 'rafael@lima.com', businessType: 'freelancer' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Free Account' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Rafael Lima',
        email: 'rafael@lima.com',
        businessType: 'freelancer',
        employees: '',
      }),
    );
  },
};

export const InvalidWithMessages: Story = {
  ...wideStory,
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(name, 'A');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Free Account' }));
    await expect(await canvas.findByText('Name must be at least 2 characters')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Free Account' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Please select your business type')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work email' }), 'ana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Free Account' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Work email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  ...wideStory,
  args: {
    isSubmitting: true,
    defaultValues: { name: 'Ana Souza', email: 'ana@empresa.com', businessType: 'startup', employees: '1-5' },
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Creating Account\.\.\./ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Work email' })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Highlighted: Story = {
  ...wideStory,
  args: { highlighted: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('heading', { name: 'Create your free account' }).parentElement;
    await expect(card).toHaveAttribute('data-highlighted', 'true');
  },
};

export const Mobile: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    if (!atPhoneWidth()) return;
    const button = canvas.getByRole('button', { name: 'Create Free Account' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
