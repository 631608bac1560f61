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
    status: 'ready',
    loadingLabel: 'Loading invoices...',
    loadError: 'The invoices could not be loaded.',
    onRetry: fn(),
    count: invoices.length,
    pager: {
      label: 'Pages of invoices',
      offset: 3,
      total: 9,
      unit: { one: 'invoice', other: 'invoices' },
      onPrevious: fn(),
      onNext: fn(),
    },
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
          "The table under a settings tab's list that the server pages: its rows, or one message row (loading, nothing found), the pager under it, and a failure with Try again in its place. The caller's `stackingTable(width)` styles decide where it becomes a stack of cards: by the room its box has (a container query), so the same table fits the 720 px settings column and a full page.",
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
    await expect(args.pager.onPrevious).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Invoices' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading invoices...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Message: Story = {
  args: { message: 'No invoices match.', count: 0, pager: { ...meta.args.pager, offset: 0, total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invoices match.')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The invoices could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  ...atWidth('mobile', 480),
  play: async ({ canvas }) => {
    if (!frameAtMost(360)) return;
    await expect(getComputedStyle(canvas.getAllByRole('row')[1] as HTMLElement).display).toBe('flex');
  },
};
