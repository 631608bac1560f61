import { describe, expect, it } from 'vitest';
import { isOrganizationScoped } from './organizationScope.ts';
import { queryKeys } from './queryKeys.ts';

describe('isOrganizationScoped', () => {
  it("names every answer about the active organization: profile, plan, invoices, team and the person's list", () => {
    for (const key of [
      queryKeys.userOrganization,
      queryKeys.organizationProfile,
      queryKeys.subscription,
      queryKeys.invoices,
      queryKeys.organizations,
      queryKeys.members('o1', { search: '' }),
      queryKeys.invitations('o1'),
      queryKeys.organizationSecurity('o1'),
      queryKeys.organizationActivity('o1', {}),
    ]) {
      expect(isOrganizationScoped(key), JSON.stringify(key)).toBe(true);
    }
  });

  it("keeps the person's own account, the config and the mailbox", () => {
    for (const key of [
      queryKeys.config,
      queryKeys.account,
      queryKeys.accountSessions,
      queryKeys.accountActivity,
      queryKeys.mailbox,
      queryKeys.mailboxMessage('m1'),
    ]) {
      expect(isOrganizationScoped(key), JSON.stringify(key)).toBe(false);
    }
  });
});
