import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { eventKindNames } from '../../../../../.storybook/fixtures/eventKindNames.ts';
import { atWidth, frameAtMost } from '../../../../../.storybook/widths.ts';
import { atPhoneWidth, phoneStory } from '../../marketing/shared/storyViewports.ts';
import { organizationEvents } from '../OrganizationActivity/activityStoryData.ts';
import { noActivityFilters, OrganizationActivity } from '../OrganizationActivity/OrganizationActivity.tsx';
import { OrganizationProfileForm } from '../OrganizationProfileForm/OrganizationProfileForm.tsx';
import { OrganizationSecurity } from '../OrganizationSecurity/OrganizationSecurity.tsx';
import { TeamMembers, type TeamMembersProps } from '../TeamMembers/TeamMembers.tsx';
import { invitations, team } from '../TeamMembers/teamStoryData.ts';
import { SettingsTabs } from './SettingsTabs.tsx';

const meta = {
  title: 'Settings/SettingsTabs',
  component: SettingsTabs,
  args: {
    onOpenErp: fn(),
    onTabChange: fn(),
    general: <OrganizationProfileForm onSubmit={fn()} defaultValues={{ name: 'Acme Comércio' }} />,
  },
  decorators: [withLinkRouter],
  parameters: {
    screenshot: { width: 1280, height: 900 },
    docs: {
      description: {
        component: [
          "The tabs of /settings: General holds the organization profile, Team the people and invitations, Security the organization's second-factor rule, and Activity (given to admins only) who changed what. Arrow keys move between tabs. A page that gives no `team` or `security` content shows that tab as 'Coming Soon' (Team then points to the ERP service): the General, Team, Security, KeyboardNavigation and Mobile stories show that state, the page as it was before teams.",
          '**When to use:** the one page of organization settings.',
          "**Use instead:** [AccountConsole](?path=/docs/identity-accountconsole--docs) for a person's own account (`/account`).",
          '**In the product:** `/settings`.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SettingsTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'General',
      'TeamComing Soon',
      'SecurityComing Soon',
    ]);
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('form', { name: 'Organization profile' })).toBeVisible();
  },
};

export const Team: Story = {
  args: { defaultSelectedTab: 'team' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Team management' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open ERP' }));
    await expect(args.onOpenErp).toHaveBeenCalledTimes(1);
  },
};

export const Security: Story = {
  args: { defaultSelectedTab: 'security' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Security' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Coming Soon');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'General' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Team/ })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('team');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('security');
    await expect(canvas.getByRole('heading', { name: 'Security' })).toBeVisible();
  },
};

/** At 375 px every tab and its 'Coming Soon' badge stay on screen (the badge goes under the label). */
export const Mobile: Story = {
  ...phoneStory,
  args: { defaultSelectedTab: 'team' },
  parameters: { ...phoneStory.parameters, screenshot: { width: 375, height: 600 } },
  play: async ({ canvas }) => {
    if (!atPhoneWidth()) return;
    const badges = canvas.getAllByText('Coming Soon', { selector: '[role="tab"] *' });
    await expect(badges).toHaveLength(2);
    for (const element of [...canvas.getAllByRole('tab'), ...badges]) {
      await expect(element).toBeVisible();
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(375);
    }
  },
};

const noop = fn();

function SampleTeam({ viewerRole }: { viewerRole: TeamMembersProps['viewer']['role'] }) {
  return (
    <TeamMembers
      organizationName="Souza Comércio"
      viewer={{ memberId: viewerRole === 'admin' ? 'm-ana' : 'm-carla', role: viewerRole }}
      members={team}
      total={team.length}
      offset={0}
      adminCount={2}
      search=""
      invitations={viewerRole === 'admin' ? invitations : undefined}
      onSearchChange={noop}
      onPreviousPage={noop}
      onNextPage={noop}
      onRoleChange={noop}
      onPermissionChange={noop}
      onRemove={noop}
      onInvite={noop}
      onResendInvitation={noop}
      onRevokeInvitation={noop}
      onLeave={noop}
    />
  );
}

const teamsTabs = {
  team: <SampleTeam viewerRole="admin" />,
  security: (
    <OrganizationSecurity
      organizationName="Souza Comércio"
      viewerRole="admin"
      identityProvider="embedded"
      requireSecondFactor
      membersWithoutSecondFactor={2}
      onRequireSecondFactorChange={noop}
    />
  ),
  activity: (
    <OrganizationActivity
      organizationName="Souza Comércio"
      kindNames={eventKindNames}
      events={organizationEvents}
      total={organizationEvents.length}
      offset={0}
      filters={noActivityFilters}
      onFiltersChange={noop}
      onPreviousPage={noop}
      onNextPage={noop}
      onDownloadCsv={noop}
    />
  ),
};

export const TeamTab: Story = {
  ...atWidth('wide', 900),
  args: { ...teamsTabs, defaultSelectedTab: 'team' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Team',
      'Security',
      'Activity',
    ]);
    await expect(canvas.queryByText('Coming Soon')).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Team' })).toBeVisible();
  },
};

export const SecurityTab: Story = {
  args: { ...teamsTabs, defaultSelectedTab: 'security' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Require a second factor for every member' }),
    ).toBeChecked();
  },
};

export const ActivityTab: Story = {
  ...atWidth('wide', 900),
  args: { ...teamsTabs, defaultSelectedTab: 'activity' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Activity' })).toBeVisible();
  },
};

export const AllTabsKeyboard: Story = {
  args: teamsTabs,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'General' }));
    for (const tab of ['team', 'security', 'activity'] as const) {
      await userEvent.keyboard('{ArrowRight}');
      await expect(args.onTabChange).toHaveBeenLastCalledWith(tab);
    }
    await expect(canvas.getByRole('tab', { name: 'Activity' })).toHaveFocus();
  },
};

/** A member: read-only Team and Security tabs, and no Activity tab. */
export const MemberTabs: Story = {
  args: {
    team: <SampleTeam viewerRole="member" />,
    security: (
      <OrganizationSecurity
        organizationName="Souza Comércio"
        viewerRole="member"
        identityProvider="embedded"
        requireSecondFactor
        onRequireSecondFactorChange={noop}
      />
    ),
    defaultSelectedTab: 'security',
  },
  decorators: [withLinkRouter],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await expect(canvas.queryByRole('tab', { name: 'Activity' })).toBeNull();
    await expect(canvas.getByText('Required')).toBeVisible();
  },
};

/** At 360 px the four tabs fit; the Team tab's people are cards. */
export const Phone: Story = {
  ...atWidth('mobile', 740),
  args: { ...teamsTabs, defaultSelectedTab: 'team' },
  play: async ({ canvas }) => {
    if (!frameAtMost(360)) return;
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    }
  },
};

export const Tablet: Story = {
  ...atWidth('tablet', 1024),
  args: { ...teamsTabs, defaultSelectedTab: 'team' },
};
