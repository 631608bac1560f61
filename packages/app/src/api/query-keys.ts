export const queryKeys = {
  config: ['config'] as const,
  userOrganization: ['user', 'organization'] as const,
  organizationProfile: ['organization', 'profile'] as const,
  subscription: ['billing', 'subscription'] as const,
  invoices: ['billing', 'invoices'] as const,
};
