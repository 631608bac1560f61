import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { signUpRules } from '../../../../../.storybook/fixtures/signUpRules.ts';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { ActivityPanel } from '../ActivityPanel/ActivityPanel.tsx';
import { PasskeysPanel } from '../PasskeysPanel/PasskeysPanel.tsx';
import { PasswordPanel } from '../PasswordPanel/PasswordPanel.tsx';
import { ProfilePanel } from '../ProfilePanel/ProfilePanel.tsx';
import { SessionsPanel } from '../SessionsPanel/SessionsPanel.tsx';
import { TwoFactorPanel } from '../TwoFactorPanel/TwoFactorPanel.tsx';
import { AccountConsole, type AccountTab } from './AccountConsole.tsx';
import { activity, passkeys, sessions } from './accountStoryData.ts';

function Console({ initialTab }: { initialTab: AccountTab }) {
  const [tab, setTab] = useState<AccountTab>(initialTab);
  const noop = fn();
  return (
    <AccountConsole
      selectedTab={tab}
      onTabChange={setTab}
      panels={{
        profile: (
          <ProfilePanel
            fullName="Ana Souza"
            email="ana@empresa.com"
            emailVerified={false}
            onSave={noop}
            onResendVerification={noop}
          />
        ),
        password: <PasswordPanel onSubmit={noop} passwordRule={signUpRules.password} />,
        'two-factor': (
          <TwoFactorPanel
            status="on"
            recoveryCodesLeft={8}
            onStart={noop}
            onConfirm={noop}
            onCancelSetup={noop}
            onCodesSaved={noop}
            onCopy={noop}
            onDownload={noop}
            confirmation={null}
            onAskPassword={noop}
            onPassword={noop}
            onCancelPassword={noop}
          />
        ),
        passkeys: (
          <PasskeysPanel
            passkeys={passkeys}
            supported
            onAdd={noop}
            removing={null}
            onAskRemove={noop}
            onRemove={noop}
            onCancelRemove={noop}
          />
        ),
        sessions: <SessionsPanel sessions={sessions} onSignOut={noop} onSignOutEverywhere={noop} />,
        activity: <ActivityPanel events={activity} />,
      }}
    />
  );
}

const meta = {
  title: 'Identity/AccountConsole',
  component: Console,
  args: { initialTab: 'profile' },
  parameters: {
    docs: {
      description: {
        component: [
          'The account page of WinHub’s sign-in (/account): one tab per part of the account. Each panel is its own component, shown here with sample data.',
          "**When to use:** The account page: one tab per part of the person's account.",
          '**Use instead:** [SettingsTabs](?path=/docs/settings-settingstabs--docs) for the organization; [ExternalAccountNotice](?path=/docs/identity-externalaccountnotice--docs) when an external provider holds the account.',
          '**In the product:** /account.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Console>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Sessions' }));
    await expect(canvas.getByRole('heading', { name: 'Sessions' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Activity' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile' }));
  },
};

export const TwoFactor: Story = { args: { initialTab: 'two-factor' } };
export const Sessions: Story = { args: { initialTab: 'sessions' } };
export const Phone: Story = { ...phoneStory, args: { initialTab: 'activity' } };
