import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { atPhoneWidth, phoneStory } from '../../marketing/shared/storyViewports.ts';
import { bar } from '../AppHeader/AppHeader.css.ts';
import { HeaderShell } from './HeaderShell.tsx';

const links = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/billing', label: 'Billing' },
];

const meta = {
  title: 'Navigation/HeaderShell',
  component: HeaderShell,
  args: {
    barClassName: bar,
    children: <a href="/">WinHub</a>,
    menu: { label: 'Shell menu', links, account: null, onNavigate: fn() },
  },
  decorators: [withLinkRouter],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The sticky top bar AppHeader and NavBar fill: under 768 px a toggle at its end opens the phone menu below it; choosing a link closes the menu.',
          '**When to use:** Building a new top bar: it gives the sticky bar, the phone-menu toggle and the menu.',
          '**Use instead:** [AppHeader](?path=/docs/navigation-appheader--docs) or [NavBar](?path=/docs/marketing-navbar--docs), which fill it, on a page.',
          '**In the product:** Under every top bar: / (NavBar) and the app pages (AppHeader).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof HeaderShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneMenuClosesOnNavigate: Story = {
  ...phoneStory,
  play: async ({ args, canvas }) => {
    if (!atPhoneWidth()) return;
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const menu = canvas.getByRole('navigation', { name: 'Shell menu' });
    await expect(toggle).toHaveAttribute('aria-controls', menu.id);
    await userEvent.click(within(menu).getByRole('link', { name: 'Billing' }));
    await expect(args.menu.onNavigate).toHaveBeenCalledWith(links[1]);
    await expect(canvas.queryByRole('navigation', { name: 'Shell menu' })).toBeNull();
  },
};
