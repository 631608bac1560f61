/**
 * Prisma's own parameters of a PostgreSQL URL: libpq (pg_dump, pg_restore) refuses a URL with any of them
 * ("invalid URI query parameter").
 */
const PRISMA_ONLY_PARAMETERS = [
  'schema',
  'connection_limit',
  'pool_timeout',
  'socket_timeout',
  'pgbouncer',
  'statement_cache_size',
  'sslidentity',
  'sslaccept',
  'max_connection_lifetime',
  'max_idle_connection_lifetime',
  'single_use_connections',
];

/** DATABASE_URL as PostgreSQL's own tools take it. */
export interface PostgresToolTarget {
  /** The URL without Prisma's parameters. */
  connection: string;
  /** The schema WinHub lives in (`?schema=`), null for the database's default (`public`). */
  schema: string | null;
}

export function postgresToolTarget(databaseUrl: string): PostgresToolTarget {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema') || null;
  for (const parameter of PRISMA_ONLY_PARAMETERS) url.searchParams.delete(parameter);
  return { connection: url.toString(), schema };
}

/** pg_dump's `--schema` of exactly that name: double quotes make its pattern literal and keep its case. */
export const literalSchemaPattern = (schema: string) => `"${schema.replaceAll('"', '""')}"`;
