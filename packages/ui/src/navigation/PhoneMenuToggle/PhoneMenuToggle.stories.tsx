import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atPhoneWidth, phoneStory } from '../../marketing/shared/storyViewports.ts';
import { PhoneMenuToggle } from './PhoneMenuToggle.tsx';

const meta = {
  title: 'Navigation/PhoneMenuToggle',
  component: PhoneMenuToggle,
  args: { isOpen: false, menuId: 'phone-menu', onToggle: fn() },
  globals: phoneStory.globals,
  parameters: phoneStory.parameters,
} satisfies Meta<typeof PhoneMenuToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: names the menu it opens only once open, and reports each press (open, with its menu: PhoneMenu/WithToggle). */
export const Closed: Story = {
  play: async ({ args, canvas }) => {
    if (!atPhoneWidth()) return;
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).not.toHaveAttribute('aria-controls');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};
