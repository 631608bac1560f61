import { KeyRound, ShieldCheck, Users } from 'lucide-react';
import type { ServicePageContent } from '../ServicePageLayout/ServicePageLayout.tsx';

/** /auth: the central authentication system (docs/product/services.md, "Auth page"). */
export const authPageContent: ServicePageContent = {
  name: 'WinAuth',
  tagline: 'Central authentication for every WinHub service',
  intro:
    'One secure sign-in for your whole company: every service, every employee, one place to control access.',
  highlights: [
    'One account for all services',
    'Permission control per service',
    'Two-factor authentication (2FA)',
    'Encryption and security monitoring',
    'Automatic logout across all systems',
  ],
  featuresTitle: 'Features',
  features: [
    {
      icon: Users,
      title: 'User management',
      description: 'Create accounts, assign roles and decide who uses which service.',
    },
    {
      icon: KeyRound,
      title: 'Integrated SSO',
      description: 'Sign in once and open ERP, Market, Meet and the rest without signing in again.',
    },
    {
      icon: ShieldCheck,
      title: 'Advanced security',
      description: '2FA, encrypted sessions and monitoring that flags unusual activity.',
    },
  ],
  stepsTitle: 'How it works',
  steps: [
    { title: 'Create your account', description: 'Sign up once for your organization.' },
    { title: 'Sign in once', description: 'WinAuth issues a secure session for you.' },
    { title: 'Open any service', description: 'Every service trusts the same sign-in (SSO).' },
    { title: 'Sign out everywhere', description: 'Logging out ends the session in all systems.' },
  ],
};
