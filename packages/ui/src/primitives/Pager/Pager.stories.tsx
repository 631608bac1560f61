import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pager } from './Pager.tsx';

const meta = {
  title: 'Primitives/Pager',
  component: Pager,
  args: {
    label: 'Pages of people',
    offset: 0,
    count: 50,
    total: 1000,
    unit: { one: 'person', other: 'people' },
    onPrevious: fn(),
    onNext: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Previous and next page of a list the server pages, with where this page stands ("1–50 of 1,000 people", announced politely when it changes). Previous is off on the first page, Next on the last; `isDisabled` holds both while a page loads. Nothing renders for an empty list.',
          '**When to use:** under a list too long for one screen that the api answers page by page (people, activity).',
          '**Use instead:** no pager for short lists, shown whole, such as [InvoiceTable](?path=/docs/billing-invoicetable--docs) and [SessionsPanel](?path=/docs/identity-sessionspanel--docs).',
          '**In the product:** `/settings`, Team and Activity tabs.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pages of people' });
    await expect(nav).toHaveTextContent('1–50 of 1,000 people');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const MiddlePage: Story = {
  args: { offset: 500 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('501–550 of 1,000 people')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
  },
};

export const LastPage: Story = {
  args: { offset: 950 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { offset: 50, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const OnePerson: Story = {
  args: { count: 1, total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 of 1 person')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Nothing: Story = {
  args: { count: 0, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
