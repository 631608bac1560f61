import { texts } from '../../i18n/texts.ts';

/**
 * Profiles of /persona-selection (docs/product/sign-in-and-session.md, "Persona picker"); the texts are
 * Portuguese.
 */
export type BusinessProfile = 'entrepreneur' | 'startup' | 'corporate' | 'retail' | 'industry';

export type BusinessProfileOption = {
  id: BusinessProfile;
  title: string;
  description: string;
  features: readonly string[];
};

export const defaultBusinessProfiles: readonly BusinessProfileOption[] = [
  {
    id: 'entrepreneur',
    title: texts.pt('account.profile.entrepreneur.title'),
    description: texts.pt('account.profile.entrepreneur.description'),
    features: [
      texts.pt('account.profile.entrepreneur.feature1'),
      texts.pt('account.profile.entrepreneur.feature2'),
      texts.pt('account.profile.entrepreneur.feature3'),
    ],
  },
  {
    id: 'startup',
    title: texts.pt('account.profile.startup.title'),
    description: texts.pt('account.profile.startup.description'),
    features: [
      texts.pt('account.profile.startup.feature1'),
      texts.pt('account.profile.startup.feature2'),
      texts.pt('account.profile.startup.feature3'),
    ],
  },
  {
    id: 'corporate',
    title: texts.pt('account.profile.corporate.title'),
    description: texts.pt('account.profile.corporate.description'),
    features: [
      texts.pt('account.profile.corporate.feature1'),
      texts.pt('account.profile.corporate.feature2'),
      texts.pt('account.profile.corporate.feature3'),
    ],
  },
  {
    id: 'retail',
    title: texts.pt('account.profile.retail.title'),
    description: texts.pt('account.profile.retail.description'),
    features: [
      texts.pt('account.profile.retail.feature1'),
      texts.pt('account.profile.retail.feature2'),
      texts.pt('account.profile.retail.feature3'),
    ],
  },
  {
    id: 'industry',
    title: texts.pt('account.profile.industry.title'),
    description: texts.pt('account.profile.industry.description'),
    features: [
      texts.pt('account.profile.industry.feature1'),
      texts.pt('account.profile.industry.feature2'),
      texts.pt('account.profile.industry.feature3'),
    ],
  },
];
