import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { defaultLeadFormLabels, LeadForm } from './LeadForm.tsx';

const meta = {
  // The component's former name: the story ids, and the screenshot baselines named after them, stay.
  title: 'Marketing/RegistrationFields',
  component: LeadForm,
  args: { labels: defaultLeadFormLabels, isSubmitting: false, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'The lead form of the home registration band without the band around it (see RegistrationSection): four fields, react-hook-form with the zod `registrationSchema`. The account itself is created on /register (Account/RegisterForm).',
          '**When to use:** The four fields of the home registration, when the band around them is not wanted.',
          '**Use instead:** [RegistrationSection](?path=/docs/marketing-registrationsection--docs) for the whole band; [RegisterForm](?path=/docs/account-registerform--docs) to create the account.',
          '**In the product:** / (home), inside RegistrationSection.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof LeadForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Prefilled: Story = {
  args: {
    defaultValues: {
      name: 'Ana Souza',
      email: 'ana@empresa.com',
      businessType: 'agency',
      employees: '16-50',
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: /Business type/ })).toHaveTextContent('Agency');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Free Account' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Ana Souza',
        email: 'ana@empresa.com',
        businessType: 'agency',
        employees: '16-50',
      }),
    );
  },
};
