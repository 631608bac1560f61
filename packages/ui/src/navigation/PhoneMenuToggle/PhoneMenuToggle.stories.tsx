import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atPhoneWidth, phoneStory } from '../../marketing/shared/storyViewports.ts';
import { PhoneMenuToggle } from './PhoneMenuToggle.tsx';

const meta = {
  title: 'Navigation/PhoneMenuToggle',
  component: PhoneMenuToggle,
  args: { isOpen: false, menuId: 'phone-menu', onToggle: fn() },
  globals: phoneStory.globals,
  parameters: {
    ...phoneStory.parameters,
    docs: {
      description: {
        component: [
          'The icon-only button at the end of a top bar below 768 px: a menu icon, a cross once open, named Menu; `aria-expanded` says whether the menu is open and, while it is, `aria-controls` points at it.',
          "**When to use:** The button that opens and closes a top bar's phone menu.",
          '**Use instead:** [HeaderShell](?path=/docs/navigation-headershell--docs), which places it; [Button](?path=/docs/primitives-button--docs) with a [Tooltip](?path=/docs/primitives-tooltip--docs) for another icon-only action.',
          '**In the product:** The top bars of / and the app pages, below 768 px.',
        ].join('\n\n'),
      },
    },
  },
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
