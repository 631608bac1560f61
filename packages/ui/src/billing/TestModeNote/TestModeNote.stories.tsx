import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TestModeNote } from './TestModeNote.tsx';

const meta = {
  title: 'Billing/TestModeNote',
  component: TestModeNote,
  parameters: {
    docs: {
      description: {
        component: [
          'Shown above the card fields while payments run in test mode: no real charge, and which test card succeeds, is declined or lacks funds.',
          '**When to use:** Above the card fields while payments run in test mode, so nobody expects a real charge.',
          '**Use instead:** [FormError](?path=/docs/primitives-formerror--docs) for a refused payment; [Toast](?path=/docs/primitives-toast--docs) for its outcome.',
          '**In the product:** /subscribe, inside CardPaymentForm, in test mode only.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof TestModeNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Test mode')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('4242 4242 4242 4242')).toBeVisible();
    await expect(canvas.getByText('is declined')).toBeVisible();
  },
};
