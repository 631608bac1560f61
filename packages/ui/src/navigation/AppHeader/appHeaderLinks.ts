import { CreditCard, House, LayoutDashboard, type LucideIcon, Settings } from 'lucide-react';

export type AppHeaderLink = { href: string; label: string; icon: LucideIcon };

/** The way back to the marketing home, for visitors and signed-in users alike. */
export const homeLink: AppHeaderLink = { href: '/', label: 'Back to Home', icon: House };

/** Where a signed-in user can always go from any app page. */
export const signedInLinks: readonly AppHeaderLink[] = [
  { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/billing', label: 'Billing', icon: CreditCard },
  { href: '/settings', label: 'Settings', icon: Settings },
];
