import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { atWidth } from '../../../../../.storybook/widths.ts';
import { OrganizationSecurity } from './OrganizationSecurity.tsx';

const meta = {
  title: 'Settings/OrganizationSecurity',
  component: OrganizationSecurity,
  args: {
    organizationName: 'Souza Comércio',
    viewerRole: 'admin',
    identityProvider: 'embedded',
    requireSecondFactor: false,
    membersWithoutSecondFactor: 2,
    onRequireSecondFactorChange: fn(),
  },
  decorators: [withLinkRouter],
  parameters: {
    docs: {
      description: {
        component: [
          'The Security tab: whether every member of the organization must confirm their sign-in with a second factor (an authenticator app code or a passkey). Admins flip the switch, which saves at once; members without a factor are asked to set one up at their next sign-in. Members read the rule and find their own factors on their account page. With an external identity provider the provider decides, and the tab says so.',
          '**When to use:** the organization-wide sign-in rule.',
          "**Use instead:** [TwoFactorPanel](?path=/docs/identity-twofactorpanel--docs) and [PasskeysPanel](?path=/docs/identity-passkeyspanel--docs) for one's own factors (`/account`); [SecondFactorRequired](?path=/docs/identity-secondfactorrequired--docs) for the screen a member without a factor meets.",
          '**In the product:** `/settings`, Security tab.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof OrganizationSecurity>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdminOff: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Require a second factor for every member' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/asked to set one up at their next sign-in/);
    await expect(canvas.getByText('2 people have no second factor yet.')).toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onRequireSecondFactorChange).toHaveBeenCalledWith(true);
  },
};

export const AdminOn: Story = {
  args: { requireSecondFactor: true, membersWithoutSecondFactor: 0 },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Require a second factor for every member' });
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText('Everyone already has a second factor.')).toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onRequireSecondFactorChange).toHaveBeenCalledWith(false);
  },
};

export const Saving: Story = {
  args: { requireSecondFactor: true, isSaving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving...');
  },
};

export const SaveFailed: Story = {
  args: { error: 'The rule was not saved. Try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The rule was not saved.');
  },
};

export const MemberRequired: Story = {
  args: { viewerRole: 'member', requireSecondFactor: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.getByText('Required')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'your account page' })).toHaveAttribute('href', '/account');
  },
};

export const MemberNotRequired: Story = {
  args: { viewerRole: 'member' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not required')).toBeVisible();
    await expect(canvas.getByText(/you can turn one on for yourself/)).toBeVisible();
  },
};

export const ExternalProvider: Story = {
  args: { identityProvider: 'external' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.getByText('Your identity provider decides')).toBeVisible();
    await expect(canvas.getByText(/WinHub holds no passwords or second factors/)).toBeVisible();
  },
};

export const Phone: Story = { ...atWidth('mobile', 640) };
export const Tablet: Story = { ...atWidth('tablet', 640) };
