import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { atPhoneWidth, phoneStory } from '../../marketing/shared/storyViewports.ts';
import { Button } from '../../primitives/Button/index.ts';
import { homeLink, signedInLinks } from '../AppHeader/appHeaderLinks.ts';
import { PhoneMenuToggle } from '../PhoneMenuToggle/PhoneMenuToggle.tsx';
import { PhoneMenu, type PhoneMenuLink } from './PhoneMenu.tsx';

const appLinks: readonly PhoneMenuLink[] = [homeLink, ...signedInLinks];
const homeAnchors: readonly PhoneMenuLink[] = [
  { href: '#services', label: 'Services' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#about', label: 'About' },
];

const meta = {
  title: 'Navigation/PhoneMenu',
  component: PhoneMenu,
  args: {
    id: 'phone-menu',
    label: 'App menu',
    links: appLinks,
    account: (
      <Button variant="secondary" size="sm" fullWidth>
        <LogOut size={16} aria-hidden="true" />
        Sign Out
      </Button>
    ),
    onNavigate: fn(),
  },
  decorators: [withLinkRouter],
  globals: phoneStory.globals,
  parameters: {
    ...phoneStory.parameters,
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The links and account action of a top bar (AppHeader, NavBar) stacked under it below 768 px, opened by PhoneMenuToggle. From 768 px up both are hidden and the bar shows its links inline.',
          '**When to use:** The links of a top bar on a phone, below 768 px.',
          '**Use instead:** [HeaderShell](?path=/docs/navigation-headershell--docs), which places it and its toggle; [Dialog](?path=/docs/primitives-dialog--docs) for anything that is not navigation.',
          '**In the product:** Under the top bars of / and the app pages, on phones.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PhoneMenu<PhoneMenuLink>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AppLinks: Story = {
  args: { currentHref: '/billing', inset: true },
  play: async ({ args, canvas }) => {
    if (!atPhoneWidth()) return;
    const menu = canvas.getByRole('navigation', { name: 'App menu' });
    await expect(within(menu).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(menu).getByRole('link', { name: 'Dashboard' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(signedInLinks[0]);
    await expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};

export const HomeAnchorsRuledAccount: Story = {
  args: {
    label: 'Mobile',
    links: homeAnchors,
    ruledAccount: true,
    inset: true,
    account: (
      <>
        <span>Hi, Ana</span>
        <Button variant="secondary" size="sm" fullWidth>
          Logout
        </Button>
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    if (!atPhoneWidth()) return;
    const menu = canvas.getByRole('navigation', { name: 'Mobile' });
    await expect(within(menu).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    await userEvent.click(within(menu).getByRole('link', { name: 'About' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(homeAnchors[2]);
  },
};

function ToggledMenu(args: Parameters<typeof PhoneMenu<PhoneMenuLink>>[0]) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <PhoneMenuToggle isOpen={isOpen} menuId={args.id} onToggle={() => setOpen((open) => !open)} />
      {isOpen ? <PhoneMenu {...args} /> : null}
    </>
  );
}

export const WithToggle: Story = {
  args: { inset: true },
  render: (args) => <ToggledMenu {...args} />,
  play: async ({ canvas }) => {
    if (!atPhoneWidth()) return;
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).not.toHaveAttribute('aria-controls');
    await expect(canvas.queryByRole('navigation', { name: 'App menu' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', 'phone-menu');
    await expect(canvas.getByRole('navigation', { name: 'App menu' })).toHaveAttribute('id', 'phone-menu');
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('navigation', { name: 'App menu' })).toBeNull();
  },
};
