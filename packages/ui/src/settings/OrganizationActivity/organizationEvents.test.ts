import { describe, expect, it } from 'vitest';
import { eventKindNames } from '../../../../../.storybook/fixtures/eventKindNames.ts';
import { describeEvent, type OrganizationEventWhat } from './organizationEvents.ts';

const inWords = (what: OrganizationEventWhat) => describeEvent(what, eventKindNames);

describe('describeEvent', () => {
  it('says each change in words, with what changed', () => {
    expect(inWords({ kind: 'invitation_sent', role: 'member' })).toBe('Invited as a member');
    expect(inWords({ kind: 'invitation_accepted', role: 'admin' })).toBe('Joined as an admin');
    expect(inWords({ kind: 'role_changed', from: 'member', to: 'admin' })).toBe(
      'Role changed: Member → Admin',
    );
    expect(inWords({ kind: 'permission_changed', permission: 'canSellAsCompany', granted: true })).toBe(
      'Granted “Sell as the company”',
    );
    expect(inWords({ kind: 'permission_changed', permission: 'canPostAsCompany', granted: false })).toBe(
      'Withdrew “Post as the company”',
    );
    expect(inWords({ kind: 'plan_changed', from: 'Free', to: 'Premium' })).toBe(
      'Plan changed: Free → Premium',
    );
    expect(inWords({ kind: 'profile_changed', fields: ['name', 'website'] })).toBe(
      'Profile changed: name, website',
    );
    expect(inWords({ kind: 'profile_changed', fields: [] })).toBe('Profile changed');
    expect(inWords({ kind: 'second_factor_policy_changed', required: true })).toBe(
      'Second factor now required',
    );
    expect(inWords({ kind: 'member_left' })).toBe('Person left');
  });
});
