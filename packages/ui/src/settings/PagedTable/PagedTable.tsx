import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { FormError } from '../../primitives/FormError/index.ts';
import { Pager, type PagerProps } from '../../primitives/Pager/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { errorBox, section } from '../shared/settingsPanel.css.ts';
import type { StackingTable } from '../shared/stackingTable.ts';
import { loadingText } from '../shared/tableCells.css.ts';

export type PagedTableProps = {
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The table's look: a `stackingTable(…)` of the caller's styles (where it turns into cards). */
  layout: StackingTable;
  columns: readonly string[];
  /** The rows (`<tr>` of the `layout`'s row and cell classes). */
  children: ReactNode;
  /** One message across every column in place of the rows: nothing found, nothing yet. */
  message?: ReactNode;
  /** `loading` while a page comes (the rows give way to `loadingLabel`); `error` when it could not. */
  status: 'ready' | 'loading' | 'error';
  loadingLabel: string;
  loadError: string;
  onRetry?: () => void;
  /** Where this page stands, and the way to the others. */
  pager: Omit<PagerProps, 'isDisabled' | 'count'>;
  /** How many rows this page shows. */
  count: number;
};

/**
 * A list the server pages, as a table that stacks into cards in a narrow box: its loading and failed
 * states, a message row for an empty page, and the pager under it.
 */
export function PagedTable({
  labelledBy,
  layout,
  columns,
  children,
  message,
  status,
  loadingLabel,
  loadError,
  onRetry,
  pager,
  count,
}: PagedTableProps) {
  if (status === 'error') {
    return (
      <div className={errorBox}>
        <FormError>{loadError}</FormError>
        {onRetry && (
          <Button variant="secondary" size="sm" onPress={onRetry}>
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
        {loadingLabel}
      </span>
    ) : (
      message
    );
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
      <Pager {...pager} count={count} isDisabled={status === 'loading'} />
    </div>
  );
}
