export type FooterLink = { label: string; href?: string };
export type FooterColumn = { title: string; links: readonly FooterLink[] };

export const defaultFooterColumns: readonly FooterColumn[] = [
  {
    title: 'Services',
    links: ['ERP', 'Market', 'Meet', 'CRM', 'HR', 'Accounting', 'WMS'].map((label) => ({ label })),
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '#about' },
      { label: 'Pricing', href: '#pricing' },
      { label: 'Careers' },
      { label: 'Blog' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center' },
      { label: 'Contact' },
      { label: 'Documentation' },
      { label: 'System Status' },
    ],
  },
  {
    title: 'Legal',
    links: [{ label: 'Privacy Policy' }, { label: 'Terms of Service' }, { label: 'Cookie Policy' }],
  },
];
