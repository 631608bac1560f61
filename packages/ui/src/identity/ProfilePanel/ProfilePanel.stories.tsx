import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { phoneStory } from '../../marketing/shared/storyViewports.ts';
import { ProfilePanel } from './ProfilePanel.tsx';

const meta = {
  title: 'Identity/ProfilePanel',
  component: ProfilePanel,
  args: {
    fullName: 'Ana Souza',
    email: 'ana@empresa.com',
    emailVerified: false,
    onSave: fn(),
    onResendVerification: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The Profile tab: the full name, and the address with whether it is verified.',
          "**When to use:** The person's own name and address, with whether the address is verified.",
          "**Use instead:** [OrganizationProfileForm](?path=/docs/settings-organizationprofileform--docs) for the organization's profile.",
          '**In the product:** /account, Profile tab.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ProfilePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'A');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Name must be at least 2 characters')).toBeVisible();
    await userEvent.type(name, 'na Lima{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Ana Lima');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend verification' }));
    await expect(args.onResendVerification).toHaveBeenCalledTimes(1);
  },
};

export const Verified: Story = {
  args: { emailVerified: true, saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resend verification' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved.');
  },
};

export const Saving: Story = { args: { isSaving: true } };
export const Phone: Story = { ...phoneStory };
