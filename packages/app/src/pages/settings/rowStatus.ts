import type { RowStatus } from '@winhub/ui';

export type RowStatuses = Readonly<Record<string, RowStatus>>;

/**
 * Runs one row's change, showing it saving beside that row, then its failure (or nothing) there; other
 * rows' changes go on at the same time with their own status.
 */
export async function trackRow<T>(
  setStatuses: (update: (statuses: RowStatuses) => RowStatuses) => void,
  rowId: string,
  change: () => Promise<T>,
  failure: (error: unknown) => string,
): Promise<T | undefined> {
  const put = (status: RowStatus | null) =>
    setStatuses((statuses) => {
      const { [rowId]: _previous, ...others } = statuses;
      return status ? { ...others, [rowId]: status } : others;
    });
  put({ isSaving: true });
  try {
    const answer = await change();
    put(null);
    return answer;
  } catch (error) {
    put({ error: failure(error) });
    return undefined;
  }
}
