import { describe, expect, it } from 'vitest';
import { type RowStatuses, trackRow } from './rowStatus.ts';

/** A state holder as React's setState would be, for the test to read. */
function statuses() {
  let current: RowStatuses = {};
  return {
    set: (update: (previous: RowStatuses) => RowStatuses) => {
      current = update(current);
    },
    get: () => current,
  };
}

describe('trackRow', () => {
  it("shows the row saving, then clears it, and answers the change's result", async () => {
    const rows = statuses();
    let finish: (value: string) => void = () => {};
    const running = trackRow(
      rows.set,
      'm1',
      () => new Promise<string>((resolve) => (finish = resolve)),
      String,
    );
    expect(rows.get()).toEqual({ m1: { isSaving: true } });
    finish('saved');
    await expect(running).resolves.toBe('saved');
    expect(rows.get()).toEqual({});
  });

  it("keeps each row's own status while another row's change fails", async () => {
    const rows = statuses();
    let finishOther: () => void = () => {};
    const other = trackRow(
      rows.set,
      'm2',
      () => new Promise<void>((resolve) => (finishOther = resolve)),
      String,
    );
    const failing = trackRow(
      rows.set,
      'm1',
      () => Promise.reject(new Error('last admin')),
      (error) => `Could not: ${(error as Error).message}`,
    );
    await expect(failing).resolves.toBeUndefined();
    expect(rows.get()).toEqual({ m1: { error: 'Could not: last admin' }, m2: { isSaving: true } });
    finishOther();
    await other;
    expect(rows.get()).toEqual({ m1: { error: 'Could not: last admin' } });
    // a new try on the failed row clears its message while it saves
    void trackRow(rows.set, 'm1', () => new Promise(() => {}), String);
    expect(rows.get().m1).toEqual({ isSaving: true });
  });
});
