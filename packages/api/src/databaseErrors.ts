/** Node socket errors that mean the database server cannot be reached right now. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** PostgreSQL states of a server that is going away, starting, or full: retry later. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Prisma's codes for a server it cannot reach or that closed the connection. */
const PRISMA_UNAVAILABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017']);

/** Kinds of driver-adapter errors (Prisma's `meta.driverAdapterError.cause.kind`) that mean the same. */
const ADAPTER_UNAVAILABLE_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);

/** pg's own messages for a connection that dropped or never came, which carry no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

function isUnavailableItself(error: object): boolean {
  const { code, kind, message } = error as { code?: unknown; kind?: unknown; message?: unknown };
  if (typeof kind === 'string' && ADAPTER_UNAVAILABLE_KINDS.has(kind)) return true;
  if (typeof code === 'string') {
    if (
      UNREACHABLE_CODES.has(code) ||
      UNAVAILABLE_SQLSTATES.has(code) ||
      PRISMA_UNAVAILABLE_CODES.has(code)
    ) {
      return true;
    }
    if (code.startsWith('08')) return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
}

/**
 * True when an error (or one it wraps: Prisma and its driver adapter nest the driver's error) is a
 * lost or refused database connection, as opposed to a bad query or a constraint.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    if (isUnavailableItself(current)) return true;
    const nested = current as { cause?: unknown; errors?: unknown; meta?: { driverAdapterError?: unknown } };
    if (Array.isArray(nested.errors) && nested.errors.some(isDatabaseUnavailable)) return true;
    if (nested.meta?.driverAdapterError && isDatabaseUnavailable(nested.meta.driverAdapterError)) return true;
    current = nested.cause;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer of every route while the database is unreachable (503, with Retry-After). */
export const DATABASE_UNAVAILABLE = {
  code: 'database_unavailable',
  message: 'The database is unreachable; try again in a few seconds',
} as const;
