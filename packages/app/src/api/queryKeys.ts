export const queryKeys = {
  config: ['config'] as const,
  userOrganization: ['user', 'organization'] as const,
  organizationProfile: ['organization', 'profile'] as const,
  subscription: ['billing', 'subscription'] as const,
  invoices: ['billing', 'invoices'] as const,
  account: ['account'] as const,
  accountSessions: ['account', 'sessions'] as const,
  accountActivity: ['account', 'activity'] as const,
  mailbox: ['mailbox'] as const,
  mailboxMessage: (id: string) => ['mailbox', id] as const,
};
