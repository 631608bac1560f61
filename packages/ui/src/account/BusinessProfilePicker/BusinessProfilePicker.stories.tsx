import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { BusinessProfilePicker } from './BusinessProfilePicker.tsx';

const meta = {
  // The component's former name: the story ids, and the screenshot baselines named after them, stay.
  title: 'Account/PersonaPicker',
  component: BusinessProfilePicker,
  args: { onContinue: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'The /persona-selection screen (Portuguese): five profiles — entrepreneur, startup, corporate, retail, industry — each with feature chips, as one radio group. "Continuar" stays disabled until a profile is chosen, then calls `onContinue(profile)`.',
          '**When to use:** Choosing the business profile (entrepreneur, startup, corporate, retail, industry) that tailors WinHub, as a whole screen.',
          '**Use instead:** [PersonaChoice](?path=/docs/account-personachoice--docs) for the sign-up persona of /register; [Select](?path=/docs/primitives-select--docs) for a choice inside a form.',
          '**In the product:** /persona-selection (Portuguese).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof BusinessProfilePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    const next = canvas.getByRole('button', { name: 'Continuar' });
    await expect(next).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const Chosen: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Varejo'));
    await expect(canvas.getByRole('radio', { name: /Varejo/ })).toBeChecked();
    await expect(canvas.getByText('Controle de estoque')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Continuar' });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onContinue).toHaveBeenCalledWith('retail');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Empreendedor/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Startup/ })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledWith('startup');
  },
};

export const Mobile: Story = { ...phoneStory, args: { defaultProfile: 'industry' } };
