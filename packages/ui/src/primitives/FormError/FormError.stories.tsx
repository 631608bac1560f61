import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormError } from './FormError.tsx';

const meta = {
  title: 'Primitives/FormError',
  component: FormError,
  parameters: {
    docs: {
      description: {
        component: [
          'A message about the whole form (not one field), e.g. the server refused the submit. Screen readers announce it as soon as it appears (role=alert). Renders nothing without a message.',
          '**When to use:** A message about the whole form, such as a refusal from the server.',
          "**Use instead:** [TextField](?path=/docs/primitives-textfield--docs)'s `errorMessage` for one field; [Toast](?path=/docs/primitives-toast--docs) for an outcome that need not stay.",
          '**In the product:** /subscribe, /forgot-password, /reset-password, /account, /settings.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof FormError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  args: { children: 'Falha ao conectar com o serviço de autenticação', lang: 'pt-BR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Falha ao conectar com o serviço de autenticação',
    );
  },
};

export const Empty: Story = {
  args: { children: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
