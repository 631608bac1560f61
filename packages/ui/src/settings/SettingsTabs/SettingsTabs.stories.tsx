import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { atPhoneWidth, phoneStory } from '../../marketing/shared/storyViewports.ts';
import { OrganizationProfileForm } from '../OrganizationProfileForm/OrganizationProfileForm.tsx';
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
          "The tabs of /settings: General holds the organization profile; Team is 'Coming Soon' and points to the ERP service; Security is 'Coming Soon'. Arrow keys move between tabs.",
          '**When to use:** The tabs of the organization settings.',
          "**Use instead:** [AccountConsole](?path=/docs/identity-accountconsole--docs) for the person's account.",
          '**In the product:** /settings.',
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
