/** The in-page anchors of the home page (docs/product/landing.md, "Sections and anchors"). */
export type HomeSection = 'home' | 'services' | 'pricing' | 'about';

export type NavLinkItem = { section: HomeSection; label: string };

export const defaultNavLinks: readonly NavLinkItem[] = [
  { section: 'home', label: 'Home' },
  { section: 'services', label: 'Services' },
  { section: 'pricing', label: 'Pricing' },
  { section: 'about', label: 'About' },
];
