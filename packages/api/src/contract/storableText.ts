import { isStorableText } from './common.ts';

type Visit = { value: unknown; key: string | null; parent: Visit | null };

const pathOf = (visit: Visit | null, last?: string): string => {
  const keys: string[] = last === undefined ? [] : [last];
  for (let at = visit; at; at = at.parent) if (at.key !== null) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The path of the first string (key or value) in `value` that `isStorableText` refuses, or null. A walk
 * with its own stack, each step linked to its parent (the path is spelled only for the one it reports):
 * linear in the size of the value and never deeper on the call stack, however deep the value nests.
 */
export function findUnstorableText(value: unknown, root: string | null = null): string | null {
  const pending: Visit[] = [{ value, key: root, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (!isStorableText(visit.value)) return pathOf(visit);
      continue;
    }
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    const entries = Object.entries(visit.value);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index] as [string, unknown];
      if (!isStorableText(key)) return pathOf(visit, '(key)');
      pending.push({ value: item, key, parent: visit });
    }
  }
  return null;
}
