import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { eventKindNames } from '../../../../../.storybook/fixtures/eventKindNames.ts';
import { atWidth, frameAtMost } from '../../../../../.storybook/widths.ts';
import { organizationEvents } from './activityStoryData.ts';
import { noActivityFilters, OrganizationActivity } from './OrganizationActivity.tsx';

const meta = {
  title: 'Settings/OrganizationActivity',
  component: OrganizationActivity,
  args: {
    organizationName: 'Souza Comércio',
    kindNames: eventKindNames,
    events: organizationEvents,
    total: 134,
    offset: 0,
    filters: noActivityFilters,
    onFiltersChange: fn(),
    onPreviousPage: fn(),
    onNextPage: fn(),
    onDownloadCsv: fn(),
    onRetry: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          "The organization's activity: who changed what, whom it was about, when and from where (address and browser). Invitations sent, resent, revoked and accepted, role and permission changes, removals and departures, plan, profile and second-factor rule changes. Filtered by kind of event, by person (a name or an address) and by days; a range whose end is before its start is pointed out and not applied. Paged by the caller; Download CSV asks for every event the filters select. A table where there is room, cards in the settings column and on phones.",
          '**When to use:** for admins, to answer "who did this, and when?" about the organization.',
          "**Use instead:** [ActivityPanel](?path=/docs/identity-activitypanel--docs) for one person's own sign-ins; [TeamMembers](?path=/docs/settings-teammembers--docs) for the people as they are now.",
          '**In the product:** `/settings`, Activity tab (admins only).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof OrganizationActivity>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Events: Story = {
  ...atWidth('wide', 900),
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Activity' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Who', 'What', 'Whom', 'From where']);
    const first = within(within(table).getAllByRole('row')[1] as HTMLElement);
    await expect(first.getByText('Granted “Sell as the company”')).toBeVisible();
    await expect(first.getByText('Carla Mendes')).toBeVisible();
    await expect(first.getByText('Chrome 156 on macOS')).toBeVisible();
    await expect(canvas.getByText('Role changed: Member → Admin')).toBeVisible();
    await expect(canvas.getByText('WinHub')).toBeVisible();
    await expect(canvas.getByText('1–8 of 134 events')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownloadCsv).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNextPage).toHaveBeenCalledTimes(1);
  },
};

export const Filtering: Story = {
  play: async ({ args, canvas }) => {
    const filters = within(canvas.getByLabelText('Filter events'));
    await userEvent.click(filters.getByRole('button', { name: /Kind of event/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Role changed' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...noActivityFilters,
      kind: 'role_changed',
    });
    await userEvent.type(filters.getByRole('searchbox', { name: 'Person' }), 'b');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noActivityFilters, person: 'b' });
  },
};

export const BackwardsRange: Story = {
  play: async ({ args, canvas }) => {
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await userEvent.type(from, '2026-11-20');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noActivityFilters, from: '2026-11-20' });
    const calls = (args.onFiltersChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.type(to, '2026-11-10');
    await expect(to).toHaveAccessibleDescription('The end is before the start.');
    await expect((args.onFiltersChange as ReturnType<typeof fn>).mock.calls.length).toBe(calls);
  },
};

export const Filtered: Story = {
  args: {
    filters: { kind: 'permission_changed', person: 'carla', from: '2026-11-01', to: '2026-11-30' },
    events: organizationEvents.slice(0, 1),
    total: 1,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('The CSV holds every event these filters select.')).toBeVisible();
    await expect(canvas.getByText('1 of 1 event')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(noActivityFilters);
  },
};

export const NoMatch: Story = {
  args: { filters: { ...noActivityFilters, kind: 'member_left' }, events: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No events match these filters.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { events: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Nothing recorded yet\./)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Activity' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading events...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'The activity could not be loaded. Check your connection.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Downloading: Story = {
  args: { isDownloading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Preparing CSV...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const DownloadFailed: Story = {
  args: { downloadError: 'The CSV could not be made. Try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The CSV could not be made.');
  },
};

/** At 768 px every column fits: nothing runs out of the table's frame (cards below 760 px of room). */
export const Tablet: Story = {
  ...atWidth('tablet', 1024),
  play: async ({ canvas }) => {
    if (!frameAtMost(768)) return;
    const frame = canvas.getByRole('table', { name: 'Activity' }).parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const Phone: Story = { ...atWidth('mobile', 740), args: { events: organizationEvents.slice(0, 4) } };
