import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { atWidth, frameAtMost } from '../../../../../.storybook/widths.ts';
import { atPhoneWidth, phoneStory, wideStory } from '../../marketing/shared/storyViewports.ts';
import { person } from '../PersonMenu/personStoryData.ts';
import { AppHeader } from './AppHeader.tsx';

const meta = {
  title: 'Navigation/AppHeader',
  component: AppHeader,
  args: { isSignedIn: true, currentPath: '/billing', onSignIn: fn(), onSignOut: fn() },
  decorators: [withLinkRouter],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'Top bar of every app page except the home page and the redirect screens: brand link to /, Back to Home, and for signed-in users Dashboard, Billing, Settings and Sign Out; visitors see Sign In. Given the signed-in `person`, a person menu (organizations, Your account, Sign Out) takes the place of Sign Out. Below 768 px the links move into a toggled menu.',
          '**When to use:** The top bar of an app page: the way home, the signed-in links and the account action.',
          '**Use instead:** [NavBar](?path=/docs/marketing-navbar--docs) on the home page; none on the sign-in, redirect and status screens (see [Navigation guidelines](?path=/docs/navigation-guidelines--docs)).',
          '**In the product:** /dashboard, /upgrade, /subscribe, /payment-success, /billing, /settings, /account, /auth, /market, /ads, /erp, /meet, /wms, /mailbox.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  ...wideStory,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'WinHub' })).toHaveAttribute('href', '/');
    const nav = canvas.getByRole('navigation', { name: 'App' });
    for (const [name, href] of [
      ['Back to Home', '/'],
      ['Dashboard', '/dashboard'],
      ['Billing', '/billing'],
      ['Settings', '/settings'],
    ] as const) {
      await expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(nav).getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).toBeNull();
  },
};

/**
 * The bar's links are plain anchors: the browser's own focus ring shows on the keyboard's focus, with no
 * script of theirs (and the browser's hover brightens them, which a play test's synthetic pointer cannot).
 */
export const LinkStates: Story = {
  ...wideStory,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'App' });
    const settings = within(nav).getByRole('link', { name: 'Settings' });
    await expect(getComputedStyle(settings).outlineStyle).toBe('none');
    // a press stays in the story (withLinkRouter); the keyboard then moves the focus on
    await userEvent.click(within(nav).getByRole('link', { name: 'Billing' }));
    await userEvent.tab();
    await expect(settings).toHaveFocus();
    await expect(getComputedStyle(settings).outlineStyle).toBe('solid');
    await expect(window.location.pathname).not.toBe('/billing');
  },
};

export const SignedOut: Story = {
  ...wideStory,
  args: { isSignedIn: false, currentPath: '/market' },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'App' });
    await expect(within(nav).getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Billing' })).toBeNull();
    await expect(within(nav).queryByRole('button', { name: 'Sign Out' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const MobileClosed: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    if (!atPhoneWidth()) return;
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'WinHub' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Billing' })).toBeNull();
    await userEvent.click(toggle);
    const menu = canvas.getByRole('navigation', { name: 'App menu' });
    await expect(within(menu).getByRole('link', { name: 'Billing' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('navigation', { name: 'App menu' })).toBeNull();
  },
};

export const MobileOpenSignedIn: Story = {
  ...phoneStory,
  args: { defaultMenuOpen: true, currentPath: '/dashboard' },
  play: async ({ args, canvas }) => {
    if (!atPhoneWidth()) return;
    const menu = canvas.getByRole('navigation', { name: 'App menu' });
    for (const name of ['Back to Home', 'Dashboard', 'Billing', 'Settings']) {
      await expect(within(menu).getByRole('link', { name })).toBeVisible();
    }
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const MobileOpenSignedOut: Story = {
  ...phoneStory,
  args: { defaultMenuOpen: true, isSignedIn: false, currentPath: '/auth-test' },
  play: async ({ args, canvas }) => {
    if (!atPhoneWidth()) return;
    const menu = canvas.getByRole('navigation', { name: 'App menu' });
    await expect(within(menu).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await userEvent.click(within(menu).getByRole('link', { name: 'Back to Home' }));
    await expect(canvas.queryByRole('navigation', { name: 'App menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

const signedInPerson = { ...person, onSwitchOrganization: fn() };

export const WithPersonMenu: Story = {
  ...atWidth('wide', 420),
  args: { person: signedInPerson, currentPath: '/settings' },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'App' });
    await expect(within(nav).queryByRole('button', { name: 'Sign Out' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: /^Ana Souza ?, ?Souza Comércio$/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** At 768 px the links and the person menu's icon share the bar without overflowing it. */
export const WithPersonMenuTablet: Story = {
  ...atWidth('tablet', 420),
  args: { person: signedInPerson, currentPath: '/dashboard' },
  play: async ({ canvas }) => {
    if (!frameAtMost(768)) return;
    const trigger = canvas.getByRole('button', { name: /^Ana Souza ?, ?Souza Comércio$/ });
    await expect(trigger).toBeVisible();
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(768);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(768);
  },
};

export const PhoneMenuWithPerson: Story = {
  ...atWidth('mobile', 740),
  args: { person: signedInPerson, defaultMenuOpen: true, currentPath: '/dashboard' },
  play: async ({ args, canvas }) => {
    if (!frameAtMost(360)) return;
    const menu = canvas.getByRole('navigation', { name: 'App menu' });
    await expect(within(menu).getByRole('link', { name: 'Your account' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('button', { name: /Lima & Filhos/ }));
    await expect(args.person?.onSwitchOrganization).toHaveBeenCalledWith('org-lima');
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};
