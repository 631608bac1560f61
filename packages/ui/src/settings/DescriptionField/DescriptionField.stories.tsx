import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DescriptionField } from './DescriptionField.tsx';

const meta = {
  title: 'Settings/DescriptionField',
  component: DescriptionField,
  args: { onChange: fn() },
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
          'Multi-line field of the organization profile, with the same look as TextField.',
          '**When to use:** Several lines of free text in a form.',
          '**Use instead:** [TextField](?path=/docs/primitives-textfield--docs) for one line.',
          '**In the product:** /settings, General tab (the description).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof DescriptionField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const textbox = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(textbox, 'We sell{Enter}software');
    await expect(args.onChange).toHaveBeenLastCalledWith('We sell\nsoftware');
  },
};
