import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { FormError } from '../../primitives/FormError/index.ts';
import { Pager, type PagerProps } from '../../primitives/Pager/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { errorBox, messageActions, section } from '../shared/settingsPanel.css.ts';
import type { StackingTable } from '../shared/stackingTable.ts';
import { loadingText } from '../shared/tableCells.css.ts';

/** The props of a list the server pages (TeamMembers, OrganizationActivity): its page and that page's state. */
export type PagedListProps = {
  /** How many rows match (the search, the filters), over every page. */
  total: number;
  /** Position of the first row shown among them (0 on the first page). */
  offset: number;
  onPreviousPage: () => void;
  onNextPage: () => void;
  /** `loading` while a page comes; `error` when it could not (with `loadError` and `onRetry`). */
  status?: 'ready' | 'loading' | 'error';
  loadError?: string;
  onRetry?: () => void;
};

/** What the rows are, in words: the pager's name and count, the loading state, the failure's default. */
export type PagedTableWords = {
  /** Names the pager's landmark, e.g. "Pages of people". */
  pager: string;
  unit: PagerProps['unit'];
  /** e.g. "Loading people...". */
  loading: string;
  /** Said when the page could not be loaded and the list gives no `loadError` of its own. */
  loadError: string;
};

/** What an empty page says, in one message row across every column. */
export type EmptyPage = {
  /** Nothing is there yet. */
  nothing: ReactNode;
  /** A search or filters are applied and leave nothing: what says so, and the way back to every row. */
  noMatch?: { text: ReactNode; clearLabel: string; onClear: () => void };
};

export type PagedTableProps = {
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The table's look: a `stackingTable(…)` of the caller's styles (where it turns into cards). */
  layout: StackingTable;
  columns: readonly string[];
  /** The rows (`<tr>` of the `layout`'s row and cell classes). */
  children: ReactNode;
  /** How many rows this page shows. */
  count: number;
  /** Where this page stands, its state, and the way to the others: the list's own props. */
  paging: PagedListProps;
  words: PagedTableWords;
  empty: EmptyPage;
};

function EmptyMessage({ nothing, noMatch }: EmptyPage) {
  if (!noMatch) return <>{nothing}</>;
  return (
    <span className={messageActions}>
      {noMatch.text}
      <Button variant="secondary" size="sm" onPress={noMatch.onClear}>
        {noMatch.clearLabel}
      </Button>
    </span>
  );
}

/**
 * A list the server pages, as a table that stacks into cards in a narrow box: its loading and failed
 * states, a message row for an empty page (nothing yet, or nothing matching with a way back), and the
 * pager under it.
 */
export function PagedTable({
  labelledBy,
  layout,
  columns,
  children,
  count,
  paging,
  words,
  empty,
}: PagedTableProps) {
  const status = paging.status ?? 'ready';
  if (status === 'error') {
    return (
      <div className={errorBox}>
        <FormError>{paging.loadError ?? words.loadError}</FormError>
        {paging.onRetry && (
          <Button variant="secondary" size="sm" onPress={paging.onRetry}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  const shown =
    status === 'loading' ? (
      <span className={loadingText}>
        <Spinner size="sm" />
        {words.loading}
      </span>
    ) : count === 0 ? (
      <EmptyMessage {...empty} />
    ) : null;
  return (
    <div className={section}>
      <div className={layout.frame}>
        <table className={layout.table} aria-labelledby={labelledBy} aria-busy={status === 'loading'}>
          <thead className={layout.head}>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={layout.headCell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={layout.body}>
            {shown ? (
              <tr>
                <td colSpan={columns.length} className={layout.message}>
                  {shown}
                </td>
              </tr>
            ) : (
              children
            )}
          </tbody>
        </table>
      </div>
      <Pager
        label={words.pager}
        unit={words.unit}
        offset={paging.offset}
        total={paging.total}
        count={count}
        onPrevious={paging.onPreviousPage}
        onNext={paging.onNextPage}
        isDisabled={status === 'loading'}
      />
    </div>
  );
}
