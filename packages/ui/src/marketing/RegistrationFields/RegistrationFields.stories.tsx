import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { defaultRegistrationLabels, RegistrationFields } from './RegistrationFields.tsx';

const meta = {
  title: 'Marketing/RegistrationFields',
  component: RegistrationFields,
  args: { labels: defaultRegistrationLabels, isSubmitting: false, onSubmit: fn() },
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
        component:
          'The four lead fields of the home registration without the surrounding band (see RegistrationSection): react-hook-form with the zod `registrationSchema`.',
      },
    },
  },
} satisfies Meta<typeof RegistrationFields>;
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
