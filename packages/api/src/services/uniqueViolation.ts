import { Prisma } from '../generated/prisma/client.ts';

/** A unique constraint rejected the write (P2002), on PostgreSQL and PGlite alike. */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
