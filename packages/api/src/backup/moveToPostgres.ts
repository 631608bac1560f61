/** What the copy reads from the embedded database. */
export type SourceQuery = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
/** One PostgreSQL connection (node-postgres' Client), so the copy is one transaction. */
export interface TargetClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

const HISTORY = '_prisma_migrations';
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables of the public schema, each after the tables its foreign keys point to. */
async function tablesInOrder(source: SourceQuery): Promise<string[]> {
  const tables = (
    await source(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((row) => String(row.table_name));
  const references = await source(
    `SELECT tc.table_name AS child, ccu.table_name AS parent
     FROM information_schema.table_constraints tc
     JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name
     WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent) parents.get(String(child))?.add(String(parent));
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered.filter((table) => table !== HISTORY);
}

/**
 * Copies every row of the embedded database into an empty PostgreSQL database whose schema is already
 * migrated to the same version, in one transaction (all or nothing), then moves its sequences past the
 * copied ids. Answers the number of rows per table.
 */
export async function copyToPostgres(
  source: SourceQuery,
  target: TargetClient,
): Promise<Record<string, number>> {
  const [sourceVersion, targetVersion] = await Promise.all([
    source(`SELECT max(migration_name) AS v FROM ${HISTORY}`),
    target.query(`SELECT max(migration_name) AS v FROM ${HISTORY}`),
  ]);
  if (sourceVersion[0]?.v !== targetVersion.rows[0]?.v) {
    throw new Error(
      `the databases are at different migrations (${sourceVersion[0]?.v} and ${targetVersion.rows[0]?.v})`,
    );
  }
  const tables = await tablesInOrder(source);
  for (const table of tables) {
    const { rows } = await target.query(`SELECT 1 FROM ${quoted(table)} LIMIT 1`);
    if (rows.length)
      throw new Error(`PostgreSQL already holds rows in ${table}: move only into an empty database`);
  }
  const copied: Record<string, number> = {};
  await target.query('BEGIN');
  try {
    for (const table of tables) {
      const columns = await source(
        `SELECT column_name, data_type, column_default FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
        [table],
      );
      const names = columns.map((column) => String(column.column_name));
      const json = new Set(
        columns.filter((c) => String(c.data_type).startsWith('json')).map((c) => String(c.column_name)),
      );
      const rows = await source(`SELECT * FROM ${quoted(table)}`);
      for (const row of rows) {
        const values = names.map((name) => {
          const value = row[name];
          if (json.has(name) && value !== null && value !== undefined) return JSON.stringify(value);
          return value instanceof Uint8Array ? Buffer.from(value) : value;
        });
        await target.query(
          `INSERT INTO ${quoted(table)} (${names.map(quoted).join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
          values,
        );
      }
      for (const column of columns.filter((c) => String(c.column_default ?? '').startsWith('nextval('))) {
        const name = String(column.column_name);
        await target.query(
          `SELECT setval(pg_get_serial_sequence($1, $2), GREATEST((SELECT max(${quoted(name)}) FROM ${quoted(table)}), 1))`,
          [quoted(table), name],
        );
      }
      copied[table] = rows.length;
    }
    await target.query('COMMIT');
  } catch (error) {
    await target.query('ROLLBACK');
    throw error;
  }
  return copied;
}
