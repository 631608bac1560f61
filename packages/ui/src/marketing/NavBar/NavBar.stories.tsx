import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { atPhoneWidth, phoneStory } from '../shared/storyViewports.ts';
import { NavBar } from './NavBar.tsx';

const meta = {
  title: 'Marketing/NavBar',
  component: NavBar,
  args: { onSignIn: fn(), onLogout: fn(), onNavigate: fn() },
  decorators: [withLinkRouter],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'Top bar of the home page: brand link to the root, in-page anchors (home, services, pricing, about) and the account action — "Sign In" for visitors (a link to /login), a greeting and "Logout" for signed-in users. Below 768 px the links move into a toggled menu that omits home.',
          '**When to use:** The top bar of the home page, with its in-page anchors.',
          '**Use instead:** [AppHeader](?path=/docs/navigation-appheader--docs) on every other page with a top bar.',
          '**In the product:** / (home).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'WinHub' })).toHaveAttribute('href', '/');
    for (const [name, section] of [
      ['Home', 'home'],
      ['Services', 'services'],
      ['Pricing', 'pricing'],
      ['About', 'about'],
    ] as const) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', `#${section}`);
    }
    await userEvent.click(canvas.getByRole('link', { name: 'Pricing' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('pricing');
    // a real link (it works before the page's script); the app may take the press instead
    const signIn = canvas.getByRole('link', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('href', '/login');
    await userEvent.click(signIn);
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Logout' })).toBeNull();
  },
};

export const LoggedIn: Story = {
  args: { isLoggedIn: true, userName: 'Ana' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Hi, Ana')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const MobileClosed: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    if (!atPhoneWidth()) return;
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Services' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Services' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileOpen: Story = {
  ...phoneStory,
  args: { defaultMenuOpen: true },
  play: async ({ args, canvas }) => {
    if (!atPhoneWidth()) return;
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = canvas.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Home' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: 'About' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('about');
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileOpenLoggedIn: Story = {
  ...phoneStory,
  args: { defaultMenuOpen: true, isLoggedIn: true, userName: 'Ana' },
  play: async ({ args, canvas }) => {
    if (!atPhoneWidth()) return;
    const menu = canvas.getByRole('navigation', { name: 'Mobile' });
    await expect(within(menu).getByText('Hi, Ana')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};
