import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atWidth } from '../../../../../.storybook/widths.ts';
import { NoOrganization } from './NoOrganization.tsx';

const meta = {
  title: 'Teams/NoOrganization',
  component: NoOrganization,
  args: { email: 'felipe.costa@gmail.com', onSignOut: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'What a signed-in person meets when they belong to no organization any more (they left their last one, or an admin removed them): why, that an invitation sent to their address brings them back (its link works signed in), a link to their account page (theirs with or without an organization), and Sign Out. Nothing about an organization is shown, and nothing sends them round in a loop.',
          '**When to use:** only for a signed-in person without an organization, in place of any page about one.',
          '**Use instead:** [InvitationPage](?path=/docs/teams-invitationpage--docs) for the invitation link itself; [SecondFactorRequired](?path=/docs/identity-secondfactorrequired--docs) for a member whose organization asks for a second factor.',
          "**In the product:** `/no-organization`, where the api's 403 `no_organization` sends the person (for example right after signing in).",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof NoOrganization>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'You do not belong to an organization' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/invite felipe\.costa@gmail\.com, then open/);
    await expect(canvas.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { ...atWidth('mobile', 520) };
