import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { PersonaChoice } from './PersonaChoice.tsx';

const meta = {
  title: 'Account/PersonaChoice',
  component: PersonaChoice,
  args: { onChoose: fn(), onPreview: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'First step of /register: Business/Professional (`empresa`), Advertiser (`anunciante`) or Publisher (`publicador`). Pressing a card calls `onChoose` with the persona id; hovering, focusing or pressing one calls `onPreview` first (the app starts loading the form then).',
          '**When to use:** The first step of creating an account: who the account is for, before the form.',
          '**Use instead:** [PersonaPicker](?path=/docs/account-personapicker--docs) for the business profile of /persona-selection; [Select](?path=/docs/primitives-select--docs) for a choice inside a form.',
          '**In the product:** /register, step 1.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PersonaChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: /^Business\/Professional/ }));
    await expect(args.onPreview).toHaveBeenCalled();
    await expect(args.onChoose).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /^Business\/Professional/ }));
    await expect(args.onChoose).toHaveBeenLastCalledWith('empresa');
    await userEvent.click(canvas.getByRole('button', { name: /^Advertiser/ }));
    await expect(args.onChoose).toHaveBeenLastCalledWith('anunciante');
    const publisher = canvas.getByRole('button', { name: /^Publisher/ });
    await userEvent.click(publisher);
    await expect(args.onChoose).toHaveBeenLastCalledWith('publicador');
    await userEvent.unhover(publisher);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(args.onPreview).toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Advertiser/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('anunciante');
  },
};

export const Mobile: Story = { ...phoneStory };
