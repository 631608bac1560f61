import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atWidth, frameAtMost } from '../../../../../.storybook/widths.ts';
import { storyLayout } from './PagedTable.css.ts';
import { PagedTable } from './PagedTable.tsx';

const invoices = [
  ['Dec 7, 2026', 'Premium, monthly', '$49.00'],
  ['Nov 7, 2026', 'Premium, monthly', '$49.00'],
  ['Oct 7, 2026', 'Premium, first month', '$0.00'],
];
const columns = ['Date', 'Description', 'Amount'];

const meta = {
  title: 'Settings/PagedTable',
  component: PagedTable,
  args: {
    labelledBy: 'paged-table-title',
    layout: storyLayout,
    columns,
    count: invoices.length,
    paging: { offset: 3, total: 9, onPreviousPage: fn(), onNextPage: fn(), status: 'ready', onRetry: fn() },
    words: {
      pager: 'Pages of invoices',
      unit: { one: 'invoice', other: 'invoices' },
      loading: 'Loading invoices...',
      loadError: 'The invoices could not be loaded.',
    },
    empty: { nothing: 'No invoices match.' },
    children: invoices.map(([date, description, amount]) => (
      <tr key={date} className={storyLayout.row}>
        <th scope="row" className={storyLayout.cell} data-label="Date">
          {date}
        </th>
        <td className={storyLayout.cell} data-label="Description">
          {description}
        </td>
        <td className={storyLayout.cell} data-label="Amount">
          {amount}
        </td>
      </tr>
    )),
  },
  decorators: [
    (Story) => (
      <>
        <h2 id="paged-table-title">Invoices</h2>
        <Story />
      </>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          "The table under a settings tab's list that the server pages: its rows, or one message row (loading; nothing yet; nothing matching the search or filters, with the button back to every row), the pager under it, and a failure with Try again in its place. The list passes its own paging props through (`PagedListProps`: offset, total, the page buttons, status, the failure and Try again). The caller's `stackingTable(width)` styles decide where it becomes a stack of cards: by the room its box has (a container query), so the same table fits the 720 px settings column and a full page.",
          '**When to use:** inside a settings tab, for a list the api pages (people, events).',
          '**Use instead:** [InvoiceTable](?path=/docs/billing-invoicetable--docs) for a short list shown whole.',
          '**In the product:** `/settings`, Team and Activity tabs (inside TeamMembers and OrganizationActivity).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PagedTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Invoices' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByText('4–6 of 9 invoices')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.paging.onPreviousPage).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { paging: { ...meta.args.paging, status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Invoices' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading invoices...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Message: Story = {
  args: { count: 0, paging: { ...meta.args.paging, offset: 0, total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invoices match.')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const NoMatch: Story = {
  args: {
    count: 0,
    paging: { ...meta.args.paging, offset: 0, total: 0 },
    empty: {
      nothing: 'No invoices yet.',
      noMatch: { text: 'No invoices from 2025.', clearLabel: 'Show every year', onClear: fn() },
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByText('No invoices yet.')).toBeNull();
    await expect(canvas.getByText('No invoices from 2025.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show every year' }));
    await expect(args.empty.noMatch?.onClear).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  args: { paging: { ...meta.args.paging, status: 'error' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The invoices could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.paging.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  ...atWidth('mobile', 480),
  play: async ({ canvas }) => {
    if (!frameAtMost(360)) return;
    await expect(getComputedStyle(canvas.getAllByRole('row')[1] as HTMLElement).display).toBe('flex');
  },
};
