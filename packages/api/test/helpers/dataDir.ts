import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A new DATA_DIR for a server the test starts, already holding this run's migrated embedded database
 * (helpers/migratedDatabases.ts): its start runs the same path and finds no migration left to apply,
 * instead of spending seconds creating a cluster. Empty on PostgreSQL, where the embedded one is unused.
 */
export function migratedDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = inject('migratedDataDir');
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}
