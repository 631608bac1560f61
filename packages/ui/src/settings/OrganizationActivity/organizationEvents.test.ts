import { describe, expect, it } from 'vitest';
import { describeEvent } from './organizationEvents.ts';

describe('describeEvent', () => {
  it('says each change in words, with what changed', () => {
    expect(describeEvent({ kind: 'invitation_sent', role: 'member' })).toBe('Invited as a member');
    expect(describeEvent({ kind: 'invitation_accepted', role: 'admin' })).toBe('Joined as an admin');
    expect(describeEvent({ kind: 'role_changed', from: 'member', to: 'admin' })).toBe(
      'Role changed: Member → Admin',
    );
    expect(describeEvent({ kind: 'permission_changed', permission: 'canSellAsCompany', granted: true })).toBe(
      'Granted “Sell as the company”',
    );
    expect(
      describeEvent({ kind: 'permission_changed', permission: 'canPostAsCompany', granted: false }),
    ).toBe('Withdrew “Post as the company”');
    expect(describeEvent({ kind: 'plan_changed', from: 'Free', to: 'Premium' })).toBe(
      'Plan changed: Free → Premium',
    );
    expect(describeEvent({ kind: 'profile_changed', fields: ['name', 'website'] })).toBe(
      'Profile changed: name, website',
    );
    expect(describeEvent({ kind: 'profile_changed', fields: [] })).toBe('Profile changed');
    expect(describeEvent({ kind: 'second_factor_policy_changed', required: true })).toBe(
      'Second factor now required',
    );
    expect(describeEvent({ kind: 'member_left' })).toBe('Person left');
  });
});
